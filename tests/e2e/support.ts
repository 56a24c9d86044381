import axe from 'axe-core'
import { expect, test, type APIRequestContext, type Frame, type Locator, type Page } from './test'

const tokens = new WeakMap<APIRequestContext, Promise<string>>()

/**
 * POSTs through a test's request context (`page.request` shares the page's cookies) with the API
 * token in x-wsc-token, as the site's own calls send it (src/lib/apiToken): the calls that change
 * data need it. One token per context (it lasts an hour, longer than any test).
 */
export async function apiPost(request: APIRequestContext, url: string, options: Parameters<APIRequestContext['post']>[1] = {}) {
  let token = tokens.get(request)
  if (!token) {
    token = request.get('/api/tokenApi').then(async (res) => {
      expect(res.status(), 'GET /api/tokenApi').toBe(200)
      return ((await res.json()) as { token: string }).token
    })
    tokens.set(request, token)
  }
  return request.post(url, { ...options, headers: { ...options.headers, 'x-wsc-token': await token } })
}

/**
 * Lists whose items appear as they are scrolled to (ui/StaggerReveal, the customer cards) are
 * brought into view and left there until every item is fully shown, then the page goes back where
 * it was: axe audits their items shown. Off screen, a section's `content-visibility: auto` skips
 * its rendering and freezes a fade halfway, where text reads as low contrast; so each list, also
 * one the test's own scrolls set revealing, finishes its fade in view.
 */
async function revealStaggeredLists(page: Page) {
  const at = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }))
  const lists = page.locator('[data-stagger]')
  for (const list of await lists.all()) {
    const shown = () => list.evaluate((node) => [...node.children].every((item) => getComputedStyle(item).opacity === '1'))
    if (await shown()) continue
    await list.scrollIntoViewIfNeeded()
    await expect(list).not.toHaveAttribute('data-stagger', 'waiting')
    await expect.poll(shown, { timeout: 10_000 }).toBe(true)
  }
  await page.evaluate(({ x, y }) => window.scrollTo(x, y), at)
  // Two frames: an IntersectionObserver's entries for the last scroll are delivered by then.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
}

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page as it settles; any violation fails the
 * test. Transitions that end (a card fading in, a panel sliding) are let finish first: halfway
 * through a fade, text reads as low contrast though no one is asked to read it then.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()) {
  await revealStaggeredLists(page)
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 5000 },
  )
  expect(await axeViolations(page), `axe violations on ${label}`).toEqual([])
}

/**
 * axe on a page around its hosted payment frame. The frame's own page is checked by the
 * gateway's tests; embedded, its `<main>` would count as a second main landmark of this page
 * (landmark-unique), which is a property of embedding, not of either page.
 */
export async function expectNoAxeViolationsAroundFrame(page: Page, label: string) {
  expect(await axeViolations(page, { excludeFrames: true }), `axe violations on ${label}`).toEqual([])
}

/** The WCAG 2.x A/AA and best-practice rules every scan runs. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']
/** axe-core as @axe-core/playwright's legacy mode sets it up in each frame: same-origin frames only. */
const AXE_SETUP = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`

/**
 * Puts axe in each frame that does not hold it yet. @axe-core/playwright evaluated its 500 kB source
 * in the page twice and in every frame again on each scan, about half a scan's time; a document keeps
 * it for its later states. The page itself always gets it; a child frame that does not answer within
 * a second (still loading) is skipped, as the builder skipped it.
 */
async function injectAxe(page: Page, { excludeFrames = false } = {}) {
  const inject = async (frame: Frame) => {
    if (!(await frame.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'))) await frame.evaluate(AXE_SETUP)
  }
  await inject(page.mainFrame())
  if (excludeFrames) return
  for (const frame of page.frames().filter((f) => f !== page.mainFrame())) {
    let timer: NodeJS.Timeout | undefined
    await Promise.race([inject(frame).catch(() => undefined), new Promise((skip) => (timer = setTimeout(skip, 1000)))])
    clearTimeout(timer)
  }
}

/**
 * axe's violations, one line each. The same rules and tags as ever, run as @axe-core/playwright's
 * legacy mode runs them (axe.run in the page, reporting its same-origin frames) and asked for
 * violations only: the default mode opens a second page to assemble the frames' results, and both
 * it and the full report of passing checks took about 9 s a scan on two cores.
 */
async function axeViolations(page: Page, { excludeFrames = false } = {}) {
  await injectAxe(page, { excludeFrames })
  return page.evaluate(
    async ({ tags, excludeFrames }) => {
      const axeCore = (window as unknown as { axe: typeof axe }).axe
      const context = excludeFrames ? { exclude: [['iframe']] } : document
      const results = await axeCore.run(context as Parameters<typeof axe.run>[0], { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
    },
    { tags: AXE_TAGS, excludeFrames },
  )
}

/**
 * An init script (page.addInitScript) under which the captcha widget's code fails to load, as when
 * its script is blocked: registering the altcha-widget element throws, so the dynamic import of the
 * widget rejects and the form must report that the captcha did not load (spec 1 §8's 'reCAPTCHA not loaded'; the embedded captcha's wording names the "I'm not a robot" check).
 */
export function refuseCaptchaWidget() {
  const define = customElements.define.bind(customElements)
  customElements.define = (name, constructor, options) => {
    if (name === 'altcha-widget') throw new Error('captcha blocked by the test')
    define(name, constructor, options)
  }
}

/** Aborts every request to `url` and records that one was made: a form that must stop before it submits. */
export async function refuseSubmission(page: Page, url: string) {
  const submission = { sent: false }
  await page.route(url, (route) => {
    submission.sent = true
    return route.abort()
  })
  return submission
}

/**
 * Which of `items` a person sees: the one whose left edge sits at its frame's (the ancestor
 * `levelsUp` above the first item), the others scrolled out of it sideways (measured
 * horizontally: a tall gallery may reach below the window).
 */
async function expectItemShown(items: Locator, levelsUp: number, shown: number, total: number) {
  await expect
    .poll(() =>
      items.evaluateAll((all, levels) => {
        let frame = all[0]!
        for (let i = 0; i < levels; i++) frame = frame.parentElement!
        const reference = frame.getBoundingClientRect()
        return all.map((item) => {
          const box = item.getBoundingClientRect()
          return Math.abs(box.left - reference.left) < 2 ? 'shown' : box.right <= reference.left + 1 || box.left >= reference.right - 1 ? 'out' : 'partly'
        })
      }, levelsUp),
    )
    .toEqual(Array.from({ length: total }, (_, i) => (i + 1 === shown ? 'shown' : 'out')))
}

/** The gallery's image a person sees: its slide at the scrolling track's left edge. */
export const expectSlideShown = (gallery: Locator, shown: number, total: number) => expectItemShown(gallery.locator('[role="group"][aria-roledescription]'), 1, shown, total)

/**
 * The card a person sees first: at the carousel's viewport (card → slide → track → viewport;
 * embla moves the whole track, so the track itself is no reference).
 */
export const expectCardShown = (carousel: Locator, shown: number, total: number) => expectItemShown(carousel.locator('[role="group"][aria-roledescription] > *'), 3, shown, total)

/**
 * Waits until React has hydrated the element (it then carries React's props): a key pressed on
 * server markup before that is not heard by the island.
 */
export async function waitForHydration(element: Locator) {
  await expect.poll(() => element.evaluate(isInteractive), { message: 'hydrated', timeout: 30_000 }).toBe(true)
}

/** Whether React has attached its handlers to the element (run in the page: `locator.evaluate(isInteractive)`). */
export function isInteractive(element: Element | SVGElement): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps'))
}

/**
 * Holds back the page's framework scripts until the returned function is called, so what the
 * visitor does meanwhile meets the server's HTML (issue 46's early-input tests).
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), async (route) => {
    await held
    await route.continue()
  })
  return release
}

/**
 * A flow runs in one locale (issue 41). In a block repeated per locale, the page type's first test
 * (its layout, formats, messages and axe) still runs in both; each further flow registers only in
 * the locale it names, the locales taking turns so each language's messages still meet a visitor
 * in some flow: `onlyIn(locale, 'fr')('title', async ({ page }) => …)`.
 */
export function onlyIn(locale: 'en' | 'fr', only: 'en' | 'fr'): typeof test {
  return locale === only ? test : ((() => undefined) as unknown as typeof test)
}
