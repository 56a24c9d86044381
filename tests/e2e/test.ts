// The browser tests' `test` and `expect`: Playwright's own. A page's framework scripts start as
// Next writes them (docs/decisions.md, "The framework starts at once"), so `load` means they have
// run, on cached and private pages alike.
export * from '@playwright/test'
