// Catalog test data for the unit tests of any feature (test files only; see scripts/eslint/boundaries.mjs).
export { accessory, categories, container, containers, kits, media } from './catalog.fixtures'
