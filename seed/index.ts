import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import { seedAboutPage } from './about'
import { seedProductFamilyPage } from './product-family'
import { seedCatalog } from './catalog'
import { homeImageFiles, homeLayoutWithMedia, homePage, navigation, siteSettings } from './content'
import { idsBy } from './catalog/upsert'
import { overlayById } from './localized'
import { seedUsedUnits } from './units'
import { seedEvents } from './events'
import { seedDocuments, seedResources } from './resources'
import { seedSustainability } from './resources/sustainability'
import { seedCustomizations } from './resources/customizations'
import { seedSubIndustries } from './resources/subIndustries'
import { seedQuoteFormPages } from './quote-form'
import { seedSolutionsPage } from './solutions'
import { seedHubPages } from './hubs'
import { seedTaxRates } from './tax'
import { seedCustomerAccounts } from './billing/accounts'
import { seedInvoices } from './billing/invoices'
import { seedShortPayReasons } from './billing/reasons'
import { seedConfirmationContents } from './confirmation'

type Log = (msg: string) => void

/** Staff admin from ADMIN_EMAIL/ADMIN_PASSWORD, else admin@boxline.example with a generated password printed once. */
async function seedAdmin(payload: Payload, log: Log) {
  const { totalDocs } = await payload.count({ collection: 'users' })
  if (totalDocs > 0) return
  const email = process.env.ADMIN_EMAIL ?? 'admin@boxline.example'
  const generated = !process.env.ADMIN_PASSWORD
  const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
  await payload.create({ collection: 'users', data: { email, password, name: 'Boxline admin' } })
  if (generated) {
    // Printed once, on the start that creates the account; it is not stored anywhere in clear.
    console.log(`\n  Boxline admin created: ${email} / ${password}\n  Sign in at /admin and change it.\n`)
  } else {
    log(`admin ${email} created`)
  }
}

async function seedGlobals(payload: Payload, log: Log) {
  const nav = await payload.findGlobal({ slug: 'navigation', depth: 0 })
  if ((nav.headerLinks ?? []).length > 0) return
  await payload.updateGlobal({ slug: 'site-settings', locale: 'en', data: siteSettings.en })
  await payload.updateGlobal({ slug: 'site-settings', locale: 'fr', data: siteSettings.fr })
  const english = await payload.updateGlobal({ slug: 'navigation', locale: 'en', data: navigation.en })
  await payload.updateGlobal({ slug: 'navigation', locale: 'fr', data: overlayById(english, navigation.fr) })
  log('site settings and navigation seeded')
}

async function seedHomePage(payload: Payload, log: Log) {
  const { totalDocs } = await payload.count({ collection: 'pages', where: { slug: { equals: 'home' } } })
  if (totalDocs > 0) return
  const media = await idsBy(payload, 'media', 'filename', homeImageFiles())
  const english = await payload.create({ collection: 'pages', locale: 'en', depth: 0, data: { ...homePage.en, layout: homeLayoutWithMedia(media), _status: 'published' } })
  await payload.update({ collection: 'pages', id: english.id, locale: 'fr', data: { ...overlayById(english, homePage.fr), _status: 'published' } })
  log('home page seeded')
}

/** Idempotent: each part is created only when missing, so it is safe on every start. */
export async function seed(payload: Payload, log: Log = (msg) => payload.logger.info(`seed: ${msg}`)) {
  await seedAdmin(payload, log)
  await seedGlobals(payload, log)
  await seedCatalog(payload, log)
  await seedProductFamilyPage(payload, log)
  await seedUsedUnits(payload, log)
  // After the catalog and the used units: its step tabs and showroom cards show their drawings.
  await seedAboutPage(payload, log)
  // After the catalog and the used units: the search block's promo cards show their pictures.
  await seedHomePage(payload, log)
  await seedEvents(payload, log)
  await seedResources(payload, log)
  await seedDocuments(payload, log)
  await seedSustainability(payload, log)
  // After the articles: the resources hub's featured articles are read from them.
  await seedHubPages(payload, log)
  await seedCustomizations(payload, log)
  await seedSubIndustries(payload, log)
  // After the customizations and the use cases: its tabs show them.
  await seedSolutionsPage(payload, log)
  await seedQuoteFormPages(payload, log)
  await seedTaxRates(payload, log)
  const accountIds = await seedCustomerAccounts(payload, log)
  await seedInvoices(payload, accountIds, log)
  await seedShortPayReasons(payload, log)
  await seedConfirmationContents(payload, log)
}
