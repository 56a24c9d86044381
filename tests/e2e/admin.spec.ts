// The staff admin (/admin): money shown and typed in dollars and cents but stored as integer
// cents, and the French admin translated (collections, columns, values, dates), with no outside
// image (the CSP blocks Gravatar). Signs in with the test admin's form, like the checkout tests.
import { expect, test, type APIRequestContext, type Page } from './test'
import { adminLogin as signIn, adminPage as openAdmin, adminSignIn, staffCall, staffGet } from './checkout/payment'

type Container = { id: number; name: string; rates: { usd: Record<string, number>; cad: Record<string, number> } }

const FRENCH_MONTHS = /\b(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)\b/i
const ISO_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/

/** The admin's language: Payload reads it from its `payload-lng` cookie. */
async function useAdminLanguage(page: Page, language: 'en' | 'fr') {
  await page.context().addCookies([{ name: 'payload-lng', value: language, url: test.info().project.use.baseURL! }])
}

/** PATCH on the admin REST API as staff. */
const staffPatch = (request: APIRequestContext, path: string, data: unknown) => staffCall(request, 'patch', path, data)

/** The 40 ft Tri-cam container (the last in the catalog order), read through the REST API. */
async function tricam40(request: APIRequestContext) {
  const { docs } = await staffGet<{ docs: Container[] }>(request, '/containers?where[productCode][equals]=40ZS&depth=0&locale=en')
  expect(docs).toHaveLength(1)
  return docs[0]!
}

/**
 * A field of the edit view: Payload renders a group's fields once the group scrolls into view, so
 * the group's headings are scrolled to first.
 */
async function fieldInGroups(page: Page, headings: string[], field: string) {
  for (const name of headings) await page.getByRole('heading', { name, exact: true }).first().scrollIntoViewIfNeeded()
  const input = page.getByRole('textbox', { name: field, exact: true })
  await input.scrollIntoViewIfNeeded()
  return input
}

/** "234.00" from 23400 cents. */
const dollars = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`

/** Every image of the page comes from the site itself (no Gravatar or other outside image). */
async function expectOnlyLocalImages(page: Page) {
  const origin = new URL(page.url()).origin
  const sources = await page.locator('img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src))
  const outside = sources.filter((src) => src !== '' && !src.startsWith('data:') && !src.startsWith('blob:') && new URL(src, origin).origin !== origin)
  expect(outside, 'images from outside the site').toEqual([])
}

test('money in the admin is dollars and cents, stored as integer cents', async ({ page }) => {
  await useAdminLanguage(page, 'en')
  await adminSignIn(page)
  const container = await tricam40(page.request)
  const original = container.rates.usd.cycleRate!
  expect(Number.isInteger(original)).toBe(true)

  try {
    // The list shows the rate in dollars with its currency, not the stored cents.
    const columns = JSON.stringify(['name', 'productCode', 'category', 'length', 'rates.usd.cycleRate', 'rates.cad.cycleRate'])
    await openAdmin(page, `/admin/collections/containers?columns=${encodeURIComponent(columns)}`)
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: container.name }) })
    await expect(row.getByRole('cell', { name: `$${dollars(original)}`, exact: true })).toBeVisible()
    await expect(row.getByRole('cell', { name: String(original), exact: true })).toHaveCount(0)

    // The edit view shows dollars beside the currency…
    await openAdmin(page, `/admin/collections/containers/${container.id}`)
    const rate = await fieldInGroups(page, ['Rates', 'USD'], 'Rate per billing cycle (USD)')
    await expect(rate).toHaveValue(dollars(original))
    await expect(await fieldInGroups(page, ['CAD'], 'Rate per billing cycle (CAD)')).toHaveValue(dollars(container.rates.cad.cycleRate!))

    // …and typing 149 means $149.00: 14900 cents are stored.
    await rate.fill('149')
    await rate.blur()
    await expect(rate).toHaveValue('149.00')
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect.poll(async () => (await tricam40(page.request)).rates.usd.cycleRate, { timeout: 15_000 }).toBe(14900)
    await page.reload()
    const again = await fieldInGroups(page, ['Rates', 'USD'], 'Rate per billing cycle (USD)')
    await expect(again).toHaveValue('149.00')

    // A negative amount is refused with a message, and nothing is saved.
    await again.fill('-5')
    await again.blur()
    await expect(page.getByText('The amount cannot be negative.')).toBeVisible()
    await page.getByRole('button', { name: 'Save', exact: true }).click()
    await expect(page.getByText(/correct invalid fields|following field is invalid/i)).toBeVisible()
    expect((await tricam40(page.request)).rates.usd.cycleRate).toBe(14900)
  } finally {
    // Other tests price this container: put its rate back.
    await staffPatch(page.request, `/containers/${container.id}?locale=en`, { rates: { usd: { ...container.rates.usd, cycleRate: original }, cad: container.rates.cad } })
  }
  expect((await tricam40(page.request)).rates.usd.cycleRate).toBe(original)
})

test('the French admin is in French: outbox, container columns, values, dates; no outside image', async ({ page }) => {
  const outsideRequests: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== new URL(test.info().project.use.baseURL!).origin) outsideRequests.push(request.url())
  })
  await useAdminLanguage(page, 'en')
  await page.goto('/admin/login')
  await signIn(page)
  await useAdminLanguage(page, 'fr')

  // The outbox: French title, description, group, columns and search box.
  await openAdmin(page, '/admin/collections/outbox')
  await expect(page.getByRole('heading', { level: 1, name: 'Boîte d’envoi' })).toBeVisible()
  await expect(page.getByText('Courriels envoyés par le site.', { exact: false })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Système' })).toBeAttached()
  await expect(page.getByRole('textbox', { name: 'Rechercher par Destinataires ou Objet' })).toBeVisible()
  const table = page.getByRole('table')
  if (await table.count()) {
    for (const column of ['Objet', 'Destinataires', 'Type', 'Statut', 'Créé le']) {
      await expect(page.getByRole('columnheader', { name: new RegExp(`^${column} Trier par `) })).toBeVisible()
    }
    // Values are labelled, never raw ("queued"); dates are numeric (no "novembre 24 2026, 11:52 AM").
    await expect(table.getByRole('cell', { name: /^(queued|sent|failed)$/ })).toHaveCount(0)
    const created = table.getByRole('row').nth(1).getByRole('cell').last()
    await expect(created).toHaveText(ISO_MINUTE)
  }
  await expect(page.locator('main, body').first()).not.toContainText(FRENCH_MONTHS)
  await expectOnlyLocalImages(page)

  // The containers: French columns and search box, rates in dollars as a Quebec reader writes them.
  const columns = JSON.stringify(['name', 'productCode', 'category', 'length', 'rates.usd.cycleRate'])
  await openAdmin(page, `/admin/collections/containers?columns=${encodeURIComponent(columns)}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Conteneurs' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Rechercher par Nom' })).toBeVisible()
  for (const column of ['Nom', 'Code de produit', 'Catégorie', 'Longueur (pi)', 'Tarifs > USD > Tarif par cycle de facturation']) {
    await expect(page.getByRole('columnheader', { name: new RegExp(`^${column.replace(/[()]/g, '\\$&')} Trier par `) })).toBeVisible()
  }
  await expect(page.getByRole('cell', { name: /^\d+,\d{2}\s\$\sUS$/ }).first()).toBeVisible()
  await expectOnlyLocalImages(page)

  // A container: French labels, the rate typed as 234,00 beside its currency, a numeric date.
  await page.getByRole('link', { name: /40 ft Tri-cam/ }).click()
  await expect(page.getByText('Dernière modification').first()).toBeVisible()
  await expect(page.getByText(ISO_MINUTE).first()).toBeVisible()
  await expect(page.locator('main, body').first()).not.toContainText(FRENCH_MONTHS)
  const rate = await fieldInGroups(page, ['Tarifs', 'USD'], 'Tarif par cycle de facturation (USD)')
  await expect(rate).toHaveValue(/^\d+,\d{2}$/)
  await expectOnlyLocalImages(page)

  // The staff account: a built-in avatar, no Gravatar.
  await openAdmin(page, '/admin/account')
  await expect(page.getByRole('link', { name: 'Compte', exact: true })).toBeVisible()
  await expectOnlyLocalImages(page)
  expect(outsideRequests, 'requests to outside origins').toEqual([])
})
