import { test as base, type BrowserContext, type Page } from '@playwright/test'

export * from '@playwright/test'

declare global {
  interface Window {
    __boxlineScripts?: 'started' | 'loaded'
  }
}

/**
 * Resolves once the page's framework scripts have run or failed. A cached page starts them only
 * after its largest paint (server/deferredScripts.mjs), so its `load` event no longer says they
 * have; a private page loads them as usual, and has no deferred entry.
 */
export async function frameworkScriptsLoaded(page: Page) {
  await page.waitForFunction(() => !document.querySelector('script[type="boxline/deferred"]') || window.__boxlineScripts === 'loaded')
}

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit'

/**
 * A navigation that waits for `load` (Playwright's default) also waits for the deferred scripts, as
 * `load` did before they were deferred: a press right after it reaches a page that has its script.
 * Navigations that stop earlier on purpose (`commit`, `domcontentloaded`: the tests of what works
 * before the scripts) are left as they are.
 */
function waitForScriptsAfterLoad(page: Page) {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>
    ;(page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args)
      const options = args.find((arg): arg is { waitUntil?: WaitUntil } => typeof arg === 'object' && arg !== null)
      const waitUntil = options?.waitUntil ?? 'load'
      if (waitUntil === 'load' || waitUntil === 'networkidle') await frameworkScriptsLoaded(page)
      return response
    }
  }
}

function watch(context: BrowserContext) {
  for (const page of context.pages()) waitForScriptsAfterLoad(page)
  context.on('page', waitForScriptsAfterLoad)
  return context
}

// Playwright's fixtures hand their value on through `provide` (its `use`, not React's hook).
/** True while a test runs: contexts it opens itself are watched; the one Playwright opens for it is watched by the fixture below. */
let inTest = false

// Without JavaScript (the tests of what works without it) there is nothing to wait for.
export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, provide) => {
    inTest = true
    try {
      await provide(javaScriptEnabled === false ? context : watch(context))
    } finally {
      inTest = false
    }
  },
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (...args) => {
        const context = await newContext(...args)
        return inTest && args[0]?.javaScriptEnabled !== false ? watch(context) : context
      }
      await provide(browser)
    },
    { scope: 'worker' },
  ],
})
