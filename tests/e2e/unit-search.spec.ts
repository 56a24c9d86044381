import fs from 'node:fs'
import { expect, test, type Page } from './test'
import { expectNoAxeViolations, holdScripts, isInteractive, onlyIn } from './support'
import { DEFAULT_CHROME_PATH } from '../../scripts/setup-test-env.mjs'

// The used-unit search (spec 3 §2 "Search block", §4; issue 15 item 5): the block on the home page
// (by location with address suggestions and "use my location", or by unit ID), the search button's
// rule, "View all units", and the results page at {current path}/search with its refine form and
// pages, in both languages, by keyboard and on a phone.

const texts = {
  en: {
    form: 'Find a used unit',
    refine: 'Refine your search',
    promos: 'Featured units and offers',
    showRefine: 'Show options',
    resultsList: 'Search results',
    byLocation: 'By location',
    byUnit: 'By unit ID',
    address: 'City, address or postal code',
    distance: 'Distance',
    unitType: 'Unit type',
    priceRange: 'Price range',
    unitId: 'Unit ID',
    search: 'Search',
    viewAll: 'View all units',
    useMyLocation: 'Use my location',
    myLocation: 'My location',
    denied: 'Location access was denied.',
    classroom: 'Classroom',
    under5000: 'Under 5,000',
    within250: 'Within 250 miles',
    headingAll: 'All used units for sale',
    count: /^\d+ units? found$/,
    near: /units? found near Houston, TX 77002$/,
    nearMe: /units? found near My location$/,
    results: 'Search results',
    page2: 'Page 2',
    oneUnit: '1 unit found',
    quote: 'Request a quote for unit BX104233',
    hint: 'Choose a place, a unit type or a price range to search.',
  },
  fr: {
    form: 'Trouver une unité usagée',
    refine: 'Affiner votre recherche',
    promos: 'Unités et offres en vedette',
    showRefine: 'Afficher les options',
    resultsList: 'Résultats de recherche',
    byLocation: 'Par emplacement',
    byUnit: 'Par numéro d’unité',
    address: 'Ville, adresse ou code postal',
    distance: 'Distance',
    unitType: 'Type d’unité',
    priceRange: 'Fourchette de prix',
    unitId: 'Numéro d’unité',
    search: 'Rechercher',
    viewAll: 'Voir toutes les unités',
    useMyLocation: 'Utiliser ma position',
    myLocation: 'Ma position',
    denied: 'L’accès à votre position a été refusé.',
    classroom: 'Salle de classe',
    under5000: 'Moins de 5\u00a0000',
    within250: '400\u00a0km ou moins',
    headingAll: 'Toutes les unités usagées à vendre',
    count: /^\d+ unités? trouvées?$/,
    near: /trouvées? près de Houston, TX 77002$/,
    nearMe: /trouvées? près de Ma position$/,
    results: 'Résultats de recherche',
    page2: 'Page 2',
    oneUnit: '1 unité trouvée',
    quote: 'Demander une soumission pour l’unité BX104233',
    hint: 'Choisissez un lieu, un type d’unité ou une fourchette de prix pour lancer la recherche.',
  },
} as const

const HOUSTON = { latitude: 29.7604, longitude: -95.3698 }

const resultCards = (page: Page, locale: 'en' | 'fr') => page.getByRole('list', { name: texts[locale].results }).getByRole('article')

async function openBlock(page: Page, locale: 'en' | 'fr') {
  await page.goto(`/${locale}`)
  const form = page.getByRole('form', { name: texts[locale].form })
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByRole('radio', { name: texts[locale].byLocation })).toBeChecked()
  return form
}

async function pickHouston(page: Page, locale: 'en' | 'fr', form = page.getByRole('form', { name: texts[locale].form })) {
  const box = form.getByRole('combobox', { name: texts[locale].address })
  await box.fill('77002')
  const option = page.getByRole('option', { name: 'Houston, TX 77002' })
  await option.click()
  await expect(box).toHaveValue('Houston, TX 77002')
}

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  test.describe(`unit search (${locale})`, () => {
    test('location mode: the search button’s rule, a picked place, filters and the results near it', async ({ page }) => {
      const form = await openBlock(page, locale)
      const search = form.getByRole('button', { name: t.search, exact: true })
      await expect(search).toBeDisabled()
      await expect(form.getByText(t.hint)).toBeVisible()
      await expect(form.getByRole('combobox', { name: t.distance })).toHaveValue('within50miles')
      await expectNoAxeViolations(page)
      // A unit type alone enables it; back to "all types" disables it again.
      await form.getByLabel(t.unitType).selectOption({ label: t.classroom })
      await expect(search).toBeEnabled()
      await form.getByLabel(t.unitType).selectOption('')
      await expect(search).toBeDisabled()
      await form.getByLabel(t.priceRange).selectOption({ label: t.under5000 })
      await expect(search).toBeEnabled()
      await form.getByLabel(t.priceRange).selectOption('')
      // A place picked from the suggestions enables it; typing again clears the place.
      await pickHouston(page, locale, form)
      await expect(search).toBeEnabled()
      await form.getByRole('combobox', { name: t.address }).press('End')
      await form.getByRole('combobox', { name: t.address }).press('Backspace')
      await expect(search).toBeDisabled()
      await pickHouston(page, locale, form)
      await form.getByLabel(t.distance).selectOption({ label: t.within250 })
      await search.click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?distance=within250miles&coordinates=29\\.76%2C-95\\.36&name=Houston%2C\\+TX\\+77002$`))
      await expect(page.getByRole('heading', { level: 2, name: t.near })).toBeVisible()
      await expect(resultCards(page, locale).first()).toBeVisible()
      // The refine form starts from the search; a unit type narrows it.
      const refine = page.getByRole('form', { name: t.refine })
      await expect(refine.getByRole('combobox', { name: t.address })).toHaveValue('Houston, TX 77002')
      await expect(refine.getByLabel(t.distance)).toHaveValue('within250miles')
      await refine.getByLabel(t.unitType).selectOption('storageContainer')
      await refine.getByRole('button', { name: t.search, exact: true }).click()
      await expect(page).toHaveURL(/unit-type=storageContainer&distance=within250miles/)
      await expect(page.getByRole('heading', { level: 2, name: t.near })).toBeVisible()
      await expectNoAxeViolations(page)
    })

    onlyIn(locale, 'fr')('unit ID mode: Enter searches; the result links to its quote page', async ({ page }) => {
      const form = await openBlock(page, locale)
      await form.getByRole('radio', { name: t.byUnit }).check()
      const search = form.getByRole('button', { name: t.search, exact: true })
      await expect(search).toBeDisabled()
      const box = form.getByRole('textbox', { name: t.unitId })
      await box.fill('bx104233')
      await expect(search).toBeEnabled()
      await box.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?unit-id=bx104233$`))
      await expect(page.getByRole('heading', { level: 2, name: t.oneUnit })).toBeVisible()
      await expect(page.getByRole('form', { name: t.refine }).getByRole('radio', { name: t.byUnit })).toBeChecked()
      await expectNoAxeViolations(page, `/${locale}/search by unit ID`)
      await page.getByRole('link', { name: t.quote }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/request-quote-buy/BX104233$`))
    })

    onlyIn(locale, 'en')('the results page keeps to a price range, and its refine form changes the range', async ({ page }) => {
      // A result's price in whole dollars ("$4,950", "4 950 $ US").
      const prices = async () => (await resultCards(page, locale).getByText(/\$/).allTextContents()).map((text) => Number(text.replace(/\D/g, '')))
      await page.goto(`/${locale}/search?price-range=under-5000`)
      await expect(resultCards(page, locale).first()).toBeVisible()
      const under = await prices()
      expect(under.length).toBeGreaterThan(0)
      for (const price of under) expect(price).toBeLessThan(5000)
      const refine = page.getByRole('form', { name: t.refine })
      await expect(refine.getByLabel(t.priceRange)).toHaveValue('under-5000')
      await refine.getByLabel(t.priceRange).selectOption('over-40000')
      await refine.getByRole('button', { name: t.search, exact: true }).click()
      await expect(page).toHaveURL(/price-range=over-40000/)
      await expect.poll(async () => (await prices()).length > 0 && (await prices()).every((price) => price >= 40000)).toBe(true)
      await expectNoAxeViolations(page, `/${locale}/search by price range`)
    })

    onlyIn(locale, 'fr')('the promo cards: each with its picture and a link to its search, which lists those units', async ({ page }) => {
      await page.goto(`/${locale}`)
      const promos = page.getByRole('region', { name: t.promos })
      await promos.scrollIntoViewIfNeeded()
      const cards = promos.getByRole('article')
      await expect(cards).toHaveCount(4)
      for (const card of await cards.all()) {
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\S/)
        await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
        await expect(card.getByRole('link')).toHaveAttribute('href', new RegExp(`^/${locale}/search\\?unit-type=`))
      }
      await expectNoAxeViolations(page, `/${locale} promo cards`)
      await cards.first().getByRole('link').click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?unit-type=storageContainer$`))
      await expect(resultCards(page, locale).first()).toBeVisible()
    })

    onlyIn(locale, 'en')('View all units: every unit, 12 a page, page 2 in the address', async ({ page }) => {
      const form = await openBlock(page, locale)
      await form.getByRole('link', { name: t.viewAll }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?all-units=true$`))
      await expect(page.getByRole('heading', { level: 1, name: t.headingAll })).toBeVisible()
      await expect(page.getByRole('heading', { level: 2, name: t.count })).toBeVisible()
      await expect(resultCards(page, locale)).toHaveCount(12)
      const firstPage = await resultCards(page, locale).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      await page.getByRole('link', { name: t.page2, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?all-units=true&page=2$`))
      await expect(resultCards(page, locale).first()).toBeVisible()
      const secondPage = await resultCards(page, locale).getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      expect(secondPage.some((href) => firstPage.includes(href))).toBe(false)
      await expectNoAxeViolations(page)
    })

    onlyIn(locale, 'fr')('use my location: refused, then the 500 ms fallback on leaving the box', async ({ page, context }) => {
      const form = await openBlock(page, locale)
      // Permission not granted: a clear message, no place.
      await form.getByRole('button', { name: t.useMyLocation }).click()
      await expect(form.getByText(t.denied)).toBeVisible()
      await expect(form.getByRole('button', { name: t.search, exact: true })).toBeDisabled()
      await expectNoAxeViolations(page, `/${locale} location refused`)
      // Granted: typing without choosing, then leaving the box, falls back to the location.
      await context.grantPermissions(['geolocation'])
      await context.setGeolocation(HOUSTON)
      const box = form.getByRole('combobox', { name: t.address })
      await box.fill('zzzz')
      await box.press('Tab')
      await expect(box).toHaveValue(t.myLocation)
      await expect(form.getByRole('button', { name: t.search, exact: true })).toBeEnabled()
      await form.getByRole('button', { name: t.search, exact: true }).click()
      await expect(page).toHaveURL(/coordinates=29\.7604%2C-95\.3698/)
      await expect(page.getByRole('heading', { level: 2, name: t.nearMe })).toBeVisible()
      await expectNoAxeViolations(page, `/${locale}/search near my location`)
    })

    onlyIn(locale, 'en')('keyboard only: choose a place with the arrows, search with Enter', async ({ page }) => {
      await openBlock(page, locale)
      const form = page.getByRole('form', { name: t.form })
      await form.getByRole('radio', { name: t.byLocation }).focus()
      await page.keyboard.press('Tab')
      const box = form.getByRole('combobox', { name: t.address })
      await expect(box).toBeFocused()
      await page.keyboard.type('77002')
      await expect(page.getByRole('option', { name: 'Houston, TX 77002' })).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(box).toHaveValue('Houston, TX 77002')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/${locale}/search\\?distance=within50miles&coordinates=`))
      await expect(page.getByRole('heading', { level: 2, name: t.near })).toBeVisible()
      // The pages are links reached by Tab.
      await page.goto(`/${locale}/search?all-units=true`)
      const page2 = page.getByRole('link', { name: t.page2, exact: true })
      for (let i = 0; i < 80 && !(await page2.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(page2).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/page=2$/)
    })
  })

  onlyIn(locale, 'fr')(`the search block and results on a phone (${locale}) @responsive`, async ({ page }) => {
    const form = await openBlock(page, locale)
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(await overflow()).toBeLessThanOrEqual(0)
    await pickHouston(page, locale, form)
    await form.getByLabel(t.distance).selectOption({ label: t.within250 })
    await form.getByRole('button', { name: t.search, exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: t.near })).toBeVisible()
    expect(await overflow()).toBeLessThanOrEqual(0)
    // The refine form is folded on a phone, so the first result is on the first screen.
    const refine = page.locator('details.phone-disclosure')
    await expect(page.getByRole('combobox', { name: t.address })).toBeHidden()
    await expect(page.getByRole('list', { name: t.resultsList }).getByRole('listitem').first()).toBeInViewport()
    await expectNoAxeViolations(page)
    await page.getByText(t.showRefine, { exact: true }).click()
    await expect(page.getByRole('combobox', { name: t.address })).toBeVisible()
    await expect(refine).toHaveAttribute('open', '')
  })
}

test('a wrong address explains itself in place of the results', async ({ page }) => {
  await page.goto('/en/search?unit-type=boat')
  await expect(page.getByRole('main').getByRole('alert')).toContainText('The unit type is not one we sell.')
  await page.getByRole('link', { name: 'View all units for sale' }).click()
  await expect(page).toHaveURL(/\/en\/search\?all-units=true$/)
})

// Playwright turns the back/forward cache off in the browsers it starts; this test turns it back on,
// in the desktop browser: the headless build the other tests use has no back/forward cache.
const withBackForwardCache = test.extend<object, object>({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        ...(fs.existsSync(DEFAULT_CHROME_PATH) && !process.env.CHROME_PATH ? { executablePath: DEFAULT_CHROME_PATH } : {}),
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      }),
    { scope: 'worker' },
  ],
})

withBackForwardCache('the back button brings the results back as they were, from the back/forward cache, after a cookie changed', async ({ page }) => {
  await page.goto('/en/search?all-units=true')
  await expect(resultCards(page, 'en')).toHaveCount(12)
  // What a visit does on its way: a cookie written after load (a token, a consent), and state only this document holds.
  await page.evaluate(() => {
    document.cookie = 'bx_probe=1; path=/; SameSite=Strict'
    ;(window as unknown as { bxKept: string }).bxKept = 'this document'
  })
  await page.goto('/en/about-us')
  // A page restored from the cache fires no load event: wait for the navigation only.
  await page.goBack({ waitUntil: 'commit' })
  await expect(page).toHaveURL(/\/en\/search\?all-units=true$/)
  // Only a page restored from the back/forward cache still holds what its document was given.
  expect(await page.evaluate(() => (window as unknown as { bxKept?: string }).bxKept)).toBe('this document')
  await expect(resultCards(page, 'en')).toHaveCount(12)
})

test('a unit type chosen in the refine form before the page’s script runs is the one searched for (issue 46)', async ({ page }) => {
  const t = texts.en
  const release = await holdScripts(page)
  // A search's results come by a full page load: its refine form is the server's HTML for a while.
  await page.goto('/en/search?distance=within250miles&coordinates=29.76%2C-95.36&name=Houston%2C+TX+77002', { waitUntil: 'commit' })
  const refine = page.getByRole('form', { name: t.refine })
  const unitType = refine.getByLabel(t.unitType)
  await unitType.selectOption('storageContainer')
  expect(await unitType.evaluate(isInteractive), 'chosen before the form is interactive').toBe(false)
  release()
  await expect.poll(() => unitType.evaluate(isInteractive), { timeout: 30_000 }).toBe(true)
  await expect(unitType).toHaveValue('storageContainer')
  await refine.getByRole('button', { name: t.search, exact: true }).click()
  await expect(page).toHaveURL(/unit-type=storageContainer&distance=within250miles/)
})
