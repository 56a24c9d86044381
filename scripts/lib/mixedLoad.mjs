/*
 * The mixed load of `npm run bench` (issue 16): for BENCH_MIXED_SECONDS (60) at 20 connections,
 * each connection plays a visitor of its own (its own address, sent as X-Forwarded-For to a server
 * that trusts loopback as its proxy) and loops over what visitors do, by weight: page views, the
 * configurator's catalog calls, new carts, and rental quote submissions with real captcha solutions
 * (solved before the clock starts, as a person does in the browser; each submission is sent twice
 * with its idempotency key, as a double click or a retry would).
 * Afterwards every write the server acknowledged is looked up as staff: each cart answered 200 is
 * there once, each quote key made exactly one lead, and the replay got the first answer. Intended
 * 429s (a visitor past a form's limit) are counted apart; any other non-2xx status or network
 * error is a failure. Run under tsx (it reuses the app's date rules).
 */
import { randomUUID } from 'node:crypto'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { addBusinessDays, earliestStartDate } from '../../src/lib/businessDays.ts'
import { isoToMdy, todayInZone } from '../../src/lib/calendarDate.ts'
import { closures } from '../../seed/catalog/data/closures.ts'
import { quoteFormOf, rentalQuoteRequest } from '../../tests/support/rentalQuote.ts'
import { apiToken } from './apiToken.mjs'

export const MIXED_CONNECTIONS = 20
const PAGES = ['/en', '/fr', '/en/products/storage-containers', '/fr/products/storage-containers', '/en/products', '/en/request-quote', '/fr/request-quote']
/** What one loop turn does, by weight (out of 100). */
const MIX = [
  ['page', 55],
  ['catalog', 25],
  ['cart', 12],
  ['quote', 8],
]

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0)

async function solvedToken(baseUrl, address) {
  const challenge = await (await fetch(`${baseUrl}/api/captcha/challenge`, { headers: { 'x-forwarded-for': address } })).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('captcha challenge not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/**
 * Runs the load and checks the writes. `staff(path)` is a signed-in staff GET of /cms-api.
 * Returns the summary and the list of failures (empty when the run holds).
 */
export async function runMixedLoad(baseUrl, { seconds = 60, connections = MIXED_CONNECTIONS, quoteTokens = 24, staff, log = () => {} }) {
  const closed = closures.map((c) => c.date)
  const start = addBusinessDays(earliestStartDate(todayInZone(), closed), 5, closed)
  const configuration = { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(start), endDate: isoToMdy(addBusinessDays(start, 20, closed)), locale: 'en' }
  const form = await quoteFormOf(baseUrl)
  const visitors = Array.from({ length: connections }, (_, i) => `2001:db8:b${String(i).padStart(3, '0')}:${randomUUID().slice(0, 4)}::1`)

  // Each visitor's API token (the cart and quote calls need it), fetched before the clock starts too.
  const apiTokens = await Promise.all(visitors.map((address) => apiToken(baseUrl, address)))

  log(`mixed load: solving ${quoteTokens} captcha challenges before the clock starts`)
  const tokens = []
  for (let i = 0; i < quoteTokens; i += 4) {
    tokens.push(...(await Promise.all(visitors.slice(0, Math.min(4, quoteTokens - i)).map((_, j) => solvedToken(baseUrl, visitors[(i + j) % visitors.length])))))
  }

  const latencies = []
  const statuses = new Map()
  const failures = []
  const carts = []
  const quotes = []
  let networkErrors = 0
  let throttled = 0

  async function call(kind, path, init = {}, address) {
    const t = performance.now()
    try {
      const res = await fetch(baseUrl + path, { ...init, headers: { 'x-forwarded-for': address, 'x-wsc-token': apiTokens[visitors.indexOf(address)], 'accept-encoding': 'gzip', ...(init.headers ?? {}) } })
      const body = await res.text()
      latencies.push(performance.now() - t)
      const key = `${kind} ${res.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (res.status === 429) throttled++
      else if (res.status < 200 || res.status >= 300) failures.push(`${kind} ${path} answered ${res.status}: ${body.slice(0, 160)}`)
      return { status: res.status, body }
    } catch (error) {
      networkErrors++
      failures.push(`${kind} ${path}: ${error instanceof Error ? error.message : error}`)
      return { status: 0, body: '' }
    }
  }

  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const pick = () => {
    let r = Math.random() * 100
    for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind
    return MIX[0][0]
  }

  const deadline = Date.now() + seconds * 1000
  log(`mixed load: ${connections} connections for ${seconds} s`)
  const startedAt = performance.now()
  await Promise.all(
    visitors.map(async (address, v) => {
      let turn = 0
      while (Date.now() < deadline) {
        turn++
        const kind = pick()
        if (kind === 'page') await call('page', PAGES[(v + turn) % PAGES.length], { headers: { accept: 'text/html' } }, address)
        else if (kind === 'catalog') {
          if (turn % 2) await call('catalog', '/api/container-tabs?locale=en', {}, address)
          else await call('catalog', '/api/get-product-categories', json({ categoryId: 'standard', locale: 'en' }), address)
        } else if (kind === 'cart') {
          const { status, body } = await call('cart', '/api/cart', json(configuration), address)
          if (status === 200) carts.push(JSON.parse(body).cart.webCartId)
        } else {
          const token = tokens.pop()
          if (!token) continue
          const quote = quoteRequest(form, token)
          const first = await call('quote', '/api/request-quote', json(quote), address)
          const replay = await call('quote', '/api/request-quote', json(quote), address)
          if (first.status === 200) quotes.push({ key: quote.idempotencyKey, first: first.body, replay: replay.status === 200 ? replay.body : null })
        }
      }
    }),
  )
  const elapsedS = (performance.now() - startedAt) / 1000

  // Every acknowledged write is there, once.
  for (const webCartId of carts) {
    const found = await staff(`/carts?where[webCartId][equals]=${webCartId}&depth=0&limit=2`)
    if (found.docs.length !== 1) failures.push(`cart ${webCartId.slice(0, 8)}…: ${found.docs.length} rows, not 1`)
  }
  for (const quote of quotes) {
    const found = await staff(`/leads?where[idempotencyKey][equals]=${quote.key}&depth=0&limit=2`)
    if (found.docs.length !== 1) failures.push(`quote ${quote.key}: ${found.docs.length} leads, not 1`)
    if (quote.replay !== null && quote.replay !== quote.first) failures.push(`quote ${quote.key}: the replay got another answer`)
  }

  const sorted = latencies.sort((a, b) => a - b)
  return {
    failures,
    summary: {
      seconds: Math.round(elapsedS),
      connections,
      requests: latencies.length + networkErrors,
      rps: Math.round(latencies.length / elapsedS),
      p50Ms: Math.round(percentile(sorted, 50)),
      p99Ms: Math.round(percentile(sorted, 99)),
      statuses: Object.fromEntries([...statuses].sort()),
      throttled,
      networkErrors,
      cartsWritten: carts.length,
      quotesWritten: quotes.length,
      quoteReplays: quotes.filter((q) => q.replay !== null).length,
    },
  }
}

const quoteRequest = (form, captchaToken) =>
  rentalQuoteRequest(form, { captchaToken, firstName: 'Bench', lastName: 'Visitor', email: `bench.${randomUUID().slice(0, 8)}@example.com`, comments: 'Mixed load.', optionCards: ['storage'] })

/** The mixed load's result as Markdown. */
export function formatMixedLoad({ summary, failures }, meta) {
  const lines = [
    `## Mixed load: ${summary.connections} connections for ${summary.seconds} s`,
    '',
    `${meta.date}, ${meta.machine}, ${meta.baseUrl}. Page views, configurator calls, new carts and rental quotes (real captcha solutions, each sent twice with its idempotency key).`,
    '',
    '| requests | req/s | p50 | p99 | intended 429s | other errors | carts written | quotes written (replayed) |',
    '|---|---|---|---|---|---|---|---|',
    `| ${summary.requests} | ${summary.rps} | ${summary.p50Ms} ms | ${summary.p99Ms} ms | ${summary.throttled} | ${failures.length} | ${summary.cartsWritten} | ${summary.quotesWritten} (${summary.quoteReplays}) |`,
    '',
    `Statuses: ${Object.entries(summary.statuses).map(([k, n]) => `${k}: ${n}`).join(', ')}.`,
    '',
    failures.length ? `**${failures.length} failures:**\n${failures.slice(0, 20).map((f) => `- ${f}`).join('\n')}` : 'Every acknowledged write is stored exactly once; no error status besides intended 429s.',
    '',
  ]
  return lines.join('\n')
}
