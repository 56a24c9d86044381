import { defineConfig, devices } from '@playwright/test'
// Debian's headless build of Chromium when installed (npm test installs it): the same engine without
// the desktop browser around it, about a fifth less CPU for the suite on two cores.
import { testChromePath } from './scripts/setup-test-env.mjs'

const chromePath = testChromePath()

/** Browser tests drive Debian's Chromium (never a downloaded browser) against APP_URL. */
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: process.env.APP_URL ?? 'http://127.0.0.1:3100',
    // A trace only for a failed test's retry (CI retries once): recording one for every test, to keep
    // it on failure, took a third of the suite's time (request-service and resources: 142 s with
    // retain-on-failure, 76 s without a trace, 80 s on-first-retry). Locally: --trace on.
    trace: 'on-first-retry',
    // Staggered reveals, fades and smooth scrolls are off, as for a visitor who asks for reduced
    // motion (WCAG 2.3.3): no test waits for an animation. The tests of the motion itself ask for
    // it back with page.emulateMedia({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: chromePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined, reducedMotion: 'reduce' }, grepInvert: /@responsive/ },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined, reducedMotion: 'reduce' }, grep: /@responsive/ },
  ],
})
