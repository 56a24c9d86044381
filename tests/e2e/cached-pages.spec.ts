// Pages served from the cache (issue 12): the same HTML for every visitor, refreshed when staff
// publish, with what depends on the visitor (cart count, language memory, saved configuration,
// captcha) filled in by the browser, and a script policy that admits no injected script.
import { expect, test, type Page, type Response } from './test'
import { adminLogin, adminPage, staffCall, staffGet } from './checkout/payment'
import { configureRental } from './checkout/steps'

// Two tests here change the home page's hero: one at a time.
test.describe.configure({ mode: 'serial' })

const cacheStatus = (response: Response | null) => response?.headers()['x-nextjs-cache']

/** Waits until React has hydrated the header's islands (the language switch carries React's props). */
const waitForHydration = (page: Page) =>
  page.waitForFunction(() => {
    const link = document.querySelector('header a[hreflang]')
    return link !== null && Object.keys(link).some((key) => key.startsWith('__reactProps'))
  })

/**
 * A page answered from the cache: loaded once (a miss fills the cache), then again. Browser tests
 * of other files run alongside and may publish a change (the admin's catalog edits drop the
 * products pages) between the two loads: then the pair is loaded again, a few times at most.
 */
async function gotoCached(page: Page, path: string) {
  let response = null
  for (let attempt = 0; attempt < 3 && cacheStatus(response) !== 'HIT'; attempt++) {
    await page.goto(path)
    response = await page.goto(path)
  }
  expect(cacheStatus(response), `${path} is served from the cache`).toBe('HIT')
  return response!
}

test('the header counts the visitor’s cart on pages served from the cache, in both languages', async ({ page }) => {
  await gotoCached(page, '/en/products')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible()

  await configureRental(page, 'en')

  await gotoCached(page, '/en/products')
  const cart = page.getByRole('link', { name: 'Cart, 1 item' })
  await expect(cart).toBeVisible()
  await expect(cart).toHaveText('1')
  await gotoCached(page, '/fr')
  await expect(page.getByRole('link', { name: 'Panier, 1 article' })).toBeVisible()
})

test('a cached page remembers its language for addresses without one, and the switch keeps the query', async ({ page }) => {
  await gotoCached(page, '/fr/products/storage-containers?product_category=Tri_cam')
  await waitForHydration(page)
  const toEnglish = page.getByRole('link', { name: 'View this page in English' })
  await expect(toEnglish).toHaveAttribute('href', '/en/products/storage-containers?product_category=Tri_cam')
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr')
  await page.goto('/products')
  await expect(page).toHaveURL(/\/fr\/products$/)
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en\/products$/)
})

test('a script injected into a cached page does not run; the page’s own scripts do', async ({ page }) => {
  await gotoCached(page, '/en/products')
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  // As if CMS content (or anything between the cache and the browser) had put a script in the HTML.
  await page.route('**/en/products', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace('<main', '<script>window.__injected = "inline"</script><img src="/x.png" onerror="window.__injected = \'handler\'"><main')
    await route.fulfill({ response, body: html })
  })
  await page.goto('/en/products')
  await waitForHydration(page)
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined()
  expect(violations.length, 'the browser reported refusing the injected script').toBeGreaterThan(0)
  // A script added later by anything on the page is refused too.
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = "dynamic"'
    document.body.append(script)
  })
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined()
  // React hydrated (the page's scripts are admitted by their hashes): the cart island answered.
  await expect(page.getByRole('link', { name: 'Cart, empty' })).toBeVisible()
})

test('the framework starts as the page arrives: no script entry is held back, and the header’s islands work', async ({ page }) => {
  const response = await gotoCached(page, '/fr/products/storage-containers')
  const html = await response.text()
  expect(html).toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async=""><\/script>/)
  expect(html).not.toContain('boxline/deferred')
  await waitForHydration(page)
  await expect(page.getByRole('link', { name: 'Panier, vide' })).toBeVisible()
})

type HomePage = { id: number; layout: { blockType: string; eyebrow?: string }[] }

/** The home page's English content, read as staff through the REST API. */
const homePage = async (page: Page) =>
  (await staffGet<{ docs: HomePage[] }>(page.request, '/pages?where[slug][equals]=home&depth=0&locale=en')).docs[0]!

/**
 * Publishes the home page's English layout. The status is said: pages have drafts, and a change
 * without one is saved with the status of the newest version, a draft after an admin's autosave.
 */
const publishHomeLayout = (page: Page, id: number, layout: HomePage['layout']) =>
  staffCall(page.request, 'patch', `/pages/${id}?locale=en`, { layout, _status: 'published' })

/** The hero's eyebrow of the home page's newest draft (what the admin autosaved). */
const draftEyebrow = async (page: Page, id: number) =>
  (await staffGet<HomePage>(page.request, `/pages/${id}?draft=true&depth=0&locale=en`)).layout.find((b) => b.blockType === 'hero')?.eyebrow

test('a CMS text containing markup is shown as text on the cached page, never run', async ({ page }) => {
  const home = await homePage(page)
  const original = structuredClone(home.layout)
  const injected = '<script>window.__injected = 1</script><img src=x onerror="window.__injected = 2">'
  try {
    await publishHomeLayout(page, home.id, home.layout.map((block) => (block.blockType === 'hero' ? { ...block, eyebrow: injected } : block)))
    await page.goto('/en')
    await waitForHydration(page)
    await expect(page.getByText(injected, { exact: true })).toBeVisible()
    expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBeUndefined()
  } finally {
    await publishHomeLayout(page, home.id, original)
  }
})

test('publishing a change in the admin shows on the next request, in that locale only', async ({ page }) => {
  const home = await homePage(page)
  const original = structuredClone(home.layout)
  const frenchEyebrow = 'Conteneurs d’entreposage · Bureaux de chantier · Unités modulaires'
  const newEyebrow = `Containers and site offices — ${Date.now()}`

  await gotoCached(page, '/en')
  await gotoCached(page, '/fr')
  try {
    // The admin in its default content language, English (a ?locale= here would become the staff user's preference).
    await adminPage(page, `/admin/collections/pages/${home.id}`)
    if (new URL(page.url()).pathname.endsWith('/login')) await adminLogin(page)
    const eyebrow = page.getByRole('textbox', { name: /^Eyebrow — en$/ }).first()
    await eyebrow.scrollIntoViewIfNeeded()
    await eyebrow.fill(newEyebrow)
    // Pages have drafts: typing autosaves a draft; "Publish changes" makes it the public page.
    // As staff do, publish once the draft is saved: a click while an autosave is under way is lost.
    await expect.poll(() => draftEyebrow(page, home.id), { timeout: 20_000 }).toBe(newEyebrow)
    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    await expect.poll(async () => (await homePage(page)).layout.find((b) => b.blockType === 'hero')?.eyebrow, { timeout: 20_000 }).toBe(newEyebrow)

    const english = await page.goto('/en')
    expect(cacheStatus(english), 'the English page is rendered anew').not.toBe('HIT')
    await expect(page.getByText(newEyebrow, { exact: true })).toBeVisible()
    const french = await page.goto('/fr')
    expect(cacheStatus(french), 'the French page stays in the cache').toBe('HIT')
    await expect(page.getByText(frenchEyebrow, { exact: true })).toBeVisible()
  } finally {
    await publishHomeLayout(page, home.id, original)
  }
})

test('a draft autosaved in the admin shows in its preview, never on the public page, until it is published', async ({ page, browser }) => {
  const home = await homePage(page)
  const original = structuredClone(home.layout)
  const publishedEyebrow = original.find((b) => b.blockType === 'hero')?.eyebrow
  const autosaved = `A draft eyebrow — ${Date.now()}`
  try {
    await adminPage(page, `/admin/collections/pages/${home.id}`)
    const eyebrow = page.getByRole('textbox', { name: /^Eyebrow — en$/ }).first()
    await eyebrow.scrollIntoViewIfNeeded()
    await eyebrow.fill(autosaved)
    // Autosave keeps the draft; the published page is untouched.
    await expect.poll(() => draftEyebrow(page, home.id), { timeout: 20_000 }).toBe(autosaved)
    expect((await homePage(page)).layout.find((b) => b.blockType === 'hero')?.eyebrow).toBe(publishedEyebrow)

    // A visitor sees the published page.
    const visitor = await browser.newPage()
    await visitor.goto('/en')
    await expect(visitor.getByText(publishedEyebrow!, { exact: true })).toBeVisible()
    await expect(visitor.getByText(autosaved, { exact: true })).toHaveCount(0)
    await visitor.close()

    // The admin's preview (what its live preview frame opens) shows staff the draft.
    const preview = await page.context().newPage()
    await preview.goto('/api/preview?path=/en')
    await expect(preview).toHaveURL(/\/en$/)
    await expect(preview.getByText(autosaved, { exact: true })).toBeVisible()
    await preview.goto('/api/preview?path=/en&exit=1')
    await expect(preview.getByText(publishedEyebrow!, { exact: true })).toBeVisible()
    await preview.close()
  } finally {
    await publishHomeLayout(page, home.id, original)
  }
})
