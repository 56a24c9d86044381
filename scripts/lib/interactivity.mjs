/**
 * Total Blocking Time and Interaction to Next Paint as a phone visitor meets them (issue 46, item
 * 4): Chromium on a CPU slowed 4× (DevTools' throttling, not Lighthouse's simulation), a 390×844
 * screen, a fresh profile each run. TBT: the blocking part (beyond 50 ms) of every long task from
 * the first contentful paint until the page has been quiet for a second after its load. INP: the
 * longest interaction of a short visit made once the page is quiet (each page's own: the controls a
 * visitor uses first), from the browser's Event Timing entries. Each page beside the blank page of
 * the same build and server (the floor), median of `runs`.
 */
import puppeteer from 'puppeteer-core'

export const INTERACTIVITY_BUDGETS = { tbtAboveFloorMs: 100, inpMs: 200 }
const CPU_SLOWDOWN = 4

// Recorded from the first byte of each document: long tasks, the first contentful paint, and every
// event that belongs to an interaction (Event Timing, 16 ms and longer).
const OBSERVE = `(() => {
  const seen = (window.__interactivity = { long: [], events: [], fcp: 0 })
  const watch = (type, take, extra = {}) => { try { new PerformanceObserver((list) => list.getEntries().forEach(take)).observe({ type, buffered: true, ...extra }) } catch {} }
  watch('longtask', (e) => seen.long.push([e.startTime, e.duration]))
  watch('paint', (e) => { if (e.name === 'first-contentful-paint') seen.fcp = e.startTime })
  watch('event', (e) => { if (e.interactionId) seen.events.push([e.name, e.duration, e.interactionId]) }, { durationThreshold: 16 })
})()`

/** A short visit per page: what a visitor does first there. `page` is puppeteer's. */
export const VISITS = {
  floor: async (page) => {
    await page.mouse.click(195, 400)
    await page.keyboard.press('Tab')
  },
  home: async (page) => {
    await page.click('#phone-menu > summary')
    await page.click('#phone-menu > summary')
    await page.keyboard.press('Tab')
  },
  configurator: async (page) => {
    const size = await page.waitForSelector('main form [role="combobox"]')
    await size.click()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const date = await page.waitForSelector('main form input[inputmode="numeric"]')
    await date.click()
    await page.keyboard.type('1215', { delay: 60 })
  },
  cartSummary: async (page) => {
    const field = await page.waitForSelector('main form input[type="text"]:not([disabled])')
    await field.click({ count: 3 })
    await page.keyboard.type('Dana', { delay: 60 })
    await page.keyboard.press('Tab')
  },
  guestPayment: async (page) => {
    const account = await page.waitForSelector('main form input[inputmode="numeric"]')
    await account.click()
    await page.keyboard.type('1234567', { delay: 60 })
    const add = await page.waitForSelector('#guest-payment-add-invoice')
    await add.click()
  },
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const quiet = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * One run on `url`: a new browser context (no cache, no storage) with `cookies`, the page loaded on
 * the slowed CPU, then `visit` once it is quiet. Returns { tbtMs, inpMs }.
 */
async function measureOnce(browser, url, visit, cookies) {
  const context = await browser.createBrowserContext()
  try {
    if (cookies.length) await context.setCookie(...cookies)
    const page = await context.newPage()
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: false })
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.evaluateOnNewDocument(OBSERVE)
    const response = await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
    await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 })
    const loaded = await page.evaluate(() => ({ ...window.__interactivity }))
    const tbtMs = loaded.long.filter(([start]) => start >= loaded.fcp).reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0)
    await visit(page)
    await quiet(1000)
    const visited = await page.evaluate(() => window.__interactivity.events)
    // An interaction lasts as long as its longest event (pointerdown, click, keydown, …).
    const byInteraction = new Map()
    for (const [, duration, id] of visited) byInteraction.set(id, Math.max(byInteraction.get(id) ?? 0, duration))
    const inpMs = byInteraction.size ? Math.max(...byInteraction.values()) : 0
    return { tbtMs: Math.round(tbtMs), inpMs: Math.round(inpMs), interactions: byInteraction.size }
  } finally {
    await context.close()
  }
}

/**
 * TBT and INP of each page beside the floor's. `pages`: [{ label, path, visit, cookies() }] with the
 * floor first. Returns { rows, missed }.
 */
export async function measureInteractivity({ baseUrl, pages, runs = 3, chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium', log = console.log }) {
  const browser = await puppeteer.launch({
    executablePath: chromePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const rows = []
  try {
    for (const { label, path, visit, cookies = async () => [] } of pages) {
      // Warm the route once so no run measures a cold server render.
      await fetch(baseUrl + path, { headers: { cookie: (await cookies()).map((c) => `${c.name}=${c.value}`).join('; ') } })
      const measured = []
      for (let i = 0; i < runs; i++) measured.push(await measureOnce(browser, baseUrl + path, visit, await cookies()))
      // Interactions under 16 ms are not reported by the browser: INP 0 means every one was shorter.
      rows.push({ page: label, path, tbtMs: median(measured.map((m) => m.tbtMs)), inpMs: median(measured.map((m) => m.inpMs)), slowInteractions: median(measured.map((m) => m.interactions)) })
      log(`interactivity: ${label} TBT ${rows.at(-1).tbtMs} ms, INP ${rows.at(-1).inpMs} ms (median of ${runs})`)
    }
  } finally {
    await browser.close()
  }
  const floor = rows[0]
  let missed = 0
  for (const row of rows) {
    row.tbtAboveFloorMs = row.tbtMs - floor.tbtMs
    if (row === floor) {
      row.budget = '(floor)'
      continue
    }
    const misses = [
      row.tbtAboveFloorMs > INTERACTIVITY_BUDGETS.tbtAboveFloorMs && `TBT > floor + ${INTERACTIVITY_BUDGETS.tbtAboveFloorMs} ms`,
      row.inpMs > INTERACTIVITY_BUDGETS.inpMs && `INP > ${INTERACTIVITY_BUDGETS.inpMs} ms`,
    ].filter(Boolean)
    row.budget = misses.length ? `✗ ${misses.join(', ')}` : '✓'
    if (misses.length) missed++
  }
  return { rows, missed }
}
