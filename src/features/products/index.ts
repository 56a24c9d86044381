// Public face of the products feature (the catalog as the site shows it), safe anywhere (browser
// included). Server code: ./server.ts; test data: ./testing.ts (test files only).
export { cardImage, imageRef, type ImageRef } from './media'
export { containerRates, kitCycleRate } from './rates'
export { matchesIdOrCode, parseIdOrCode, whereIdOrCode, type IdOrCode } from './idOrCode'
export { formatSpecifications, parseSpecifications, type SpecificationLists } from './specificationsText'
export { configuratorHref, KEY_SPECIFICATIONS, toComparisonGroups, type ComparisonCard, type ComparisonGroup } from './comparison'
