import { expect, test, type APIRequestContext } from './test'
import { earliestStartDate, isBusinessDay } from '@/lib/businessDays'
import { addDays, isoToMdy, todayInZone } from '@/lib/calendarDate'
import { expectNoAxeViolations, apiPost } from './support'

// /{locale}/products: the compare-products page (spec 1 §2.1, spec 3 product comparison cards).

const pages = [
  { locale: 'en', heading: 'Compare storage containers', highlighted: 'Recommended', configure: /^Configure and rent/ },
  { locale: 'fr', heading: 'Comparer les conteneurs d’entreposage', highlighted: 'Recommandé', configure: /^Configurer et louer/ },
] as const

for (const { locale, heading, highlighted, configure } of pages) {
  test(`/${locale}/products shows the six containers by category with tri-cam highlighted`, async ({ page }) => {
    await page.goto(`/${locale}/products`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(3)
    const cards = main.getByRole('article')
    await expect(cards).toHaveCount(6)
    for (const card of await cards.all()) {
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
      await expect(card.getByRole('img')).toHaveAttribute('width', /\d+/)
      await expect(card.getByRole('link', { name: configure })).toBeVisible()
    }

    const highlightedSections = page.locator('section[data-highlighted="true"]')
    await expect(highlightedSections).toHaveCount(1)
    await expect(highlightedSections.getByText(highlighted, { exact: true })).toBeVisible()
    const links = highlightedSections.getByRole('link', { name: configure })
    await expect(links).toHaveCount(2)
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', `/${locale}/products/storage-containers?product_category=tri-cam`)

    await expect(page.locator('html')).toHaveAttribute('lang', locale === 'fr' ? 'fr-CA' : 'en-US')
    await expectNoAxeViolations(page, `/${locale}/products`)
  })
}

test('the first row of images loads eagerly, the rest lazily', async ({ page }) => {
  await page.goto('/en/products')
  const images = page.getByRole('article').getByRole('img')
  await expect(images.first()).toHaveAttribute('loading', 'eager')
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high')
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy')
  for (const image of await images.all()) await expect(image).toHaveAttribute('decoding', 'async')
})

test('a card link lands on the configurator with its category preselected', async ({ page }) => {
  await page.goto('/en/products')
  const premium = page.getByRole('region', { name: 'Premium' })
  await premium.getByRole('link', { name: /^Configure and rent/ }).first().click()
  await expect(page).toHaveURL(/\/en\/products\/storage-containers\?product_category=premium$/)
})

test('the page has a description, a canonical link and hreflang alternates', async ({ page }) => {
  await page.goto('/fr/products')
  await expect(page).toHaveTitle(/Comparer les conteneurs/)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/fr\/products$/)
  await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute('href', /\/en\/products$/)
})

test('cards stack on phones @responsive', async ({ page }) => {
  await page.goto('/en/products')
  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(6)
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()]
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1)
  await expectNoAxeViolations(page, '/en/products on a phone')
})

// Without a cart: 'Empty Cart'; with one, the checkout (step 1 first).
test.describe('cart summary', () => {
  const CLOSURES = ['2026-12-24', '2026-12-31']

  async function addToCart(request: APIRequestContext, categoryId: string, locale: string) {
    const start = earliestStartDate(todayInZone(), CLOSURES)
    let end = addDays(start, 30)
    while (!isBusinessDay(end, CLOSURES)) end = addDays(end, 1)
    const category = await (await request.post('/api/get-product-categories', { data: { categoryId } })).json()
    const container = category.products[0]
    const kit = container.dropdown.find((k: { Description: string }) => k.Description === 'Protect')
    const res = await apiPost(request, '/api/cart', {
      data: { categoryId, containerId: container.id, containerQuantity: 2, kitId: kit.id, kitQuantity: 1, startDate: isoToMdy(start), endDate: isoToMdy(end), locale },
    })
    expect(res.status()).toBe(200)
    return (await res.json()).cart
  }

  test('shows Empty Cart with a way to the configurator', async ({ page }) => {
    await page.goto('/en/cart-summary')
    await expect(page).toHaveURL(/\/en\/empty-cart$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Empty Cart' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Configure a container' })).toHaveAttribute('href', '/en/products/storage-containers')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await expectNoAxeViolations(page, '/en/empty-cart')
  })

  // The lines, prices and totals of the cart summary (checkout step 2) are tested in
  // cart-summary.spec.ts; a cart whose contact is not submitted yet opens on step 1.
  test('a new cart opens the checkout on its contact step, in both languages', async ({ page }) => {
    await addToCart(page.request, 'tri-cam', 'en')
    await page.goto('/en/cart-summary')
    await expect(page.getByRole('heading', { level: 1, name: 'Contact and delivery' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    await page.goto('/fr/cart-summary')
    await expect(page.getByRole('heading', { level: 1, name: 'Coordonnées et livraison' })).toBeVisible()
  })
})
