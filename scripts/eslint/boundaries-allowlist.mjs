/**
 * TEMPORARY — phase 1 of issue 10. Imports of another feature's internals that remain in files
 * other people are rewriting right now. boundaries/feature-face skips exactly these (file →
 * import); any other reach-in fails the lint, and an entry that no longer matches an import
 * fails it too, so this list only shrinks. Phase 2: import each through the feature's face
 * (index.ts, server.ts or pages/…), delete the entry, and delete this file once it is empty.
 */
const allowlist = {
  'src/features/cart/components/LineCard.tsx': [
    '@/features/configurator/client/useDateRules',
  ],
  'src/features/cart/server/checkoutCart.ts': [
    '@/features/products/server/catalogQueries',
    '@/features/products/populated',
    '@/features/products/idOrCode',
    '@/features/products/server/rentalRules',
  ],
  'src/features/configurator/client/priceEstimate.ts': [
    '@/features/pricing/linePricing',
  ],
  'src/features/configurator/server/catalogApiMappers.test.ts': [
    '@/features/products/catalog.fixtures',
    '@/features/products/specificationsText',
  ],
  'src/features/configurator/server/catalogApiMappers.ts': [
    '@/features/products/idOrCode',
    '@/features/products/media',
    '@/features/products/populated',
    '@/features/products/specificationsText',
  ],
  'src/features/configurator/server/configuratorData.ts': [
    '@/features/products/server/catalogQueries',
    '@/features/products/server/rentalRules',
  ],
  'src/features/configurator/server/containerTabs.ts': [
    '@/features/products/server/catalogQueries',
  ],
  'src/features/configurator/server/mapCatalog.test.ts': [
    '@/features/products/catalog.fixtures',
  ],
  'src/features/configurator/server/mapCatalog.ts': [
    '@/features/products/media',
    '@/features/products/populated',
    '@/features/products/rates',
  ],
  'src/features/configurator/server/productCategories.ts': [
    '@/features/products/idOrCode',
    '@/features/products/server/catalogQueries',
  ],
  'src/features/configurator/server/productDetails.ts': [
    '@/features/products/server/catalogQueries',
  ],
  'src/features/configurator/server/productGallery.ts': [
    '@/features/products/server/catalogQueries',
  ],
  'src/features/requests/api.ts': [
    '@/features/units/api',
  ],
  'src/features/requests/messages.ts': [
    '@/features/units/labels',
  ],
  'src/features/requests/quote-buy/components/BuyQuotePage.tsx': [
    '@/features/site-shell/components/telLink',
    '@/features/site-shell/server/settings',
    '@/features/units/components/UnitDetails',
    '@/features/units/labels',
    '@/features/units/server/queries',
    '@/features/units/unitNumber',
    '@/features/units/view',
  ],
  'src/features/requests/quote-buy/components/BuyQuoteThankYou.tsx': [
    '@/features/site-shell/components/telLink',
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/quote-buy/emails.ts': [
    '@/features/units/labels',
  ],
  'src/features/requests/quote-buy/schema.ts': [
    '@/features/units/unitNumber',
  ],
  'src/features/requests/quote-buy/server/submit.ts': [
    '@/features/units/labels',
    '@/features/units/server/queries',
  ],
  'src/features/requests/rental-quote/components/LandingHeader.tsx': [
    '@/features/site-shell/components/Logo',
    '@/features/site-shell/localHref',
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/rental-quote/components/QuoteFormSection.tsx': [
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/rental-quote/components/RentalQuoteThankYou.tsx': [
    '@/features/site-shell/components/telLink',
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/rental-quote/server/submit.ts': [
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/server/leadPipeline.ts': [
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/support/components/SupportRequestPage.tsx': [
    '@/features/site-shell/server/settings',
  ],
  'src/features/requests/support/components/SupportThankYou.tsx': [
    '@/features/site-shell/components/telLink',
    '@/features/site-shell/server/settings',
  ],
}

export default allowlist
