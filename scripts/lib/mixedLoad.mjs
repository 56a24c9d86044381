/*
 * The mixed load of `npm run bench` (issue 16): for BENCH_MIXED_SECONDS (60) at 20 connections,
 * each connection plays a visitor of its own (its own address, sent as X-Forwarded-For to a server
 * that trusts loopback as its proxy) and loops over what visitors do, by weight: page views, the
 * configurator's catalog calls, new carts, and rental quote submissions with real captcha solutions
 * (solved before the clock starts, as a person does in the browser; each submission is sent twice
 * with its idempotency key, as a double click or a retry would), and guest invoice payments (issue
 * 42): a lookup, $25.00 of an invoice paid by card in the payment frame, then the post-payment, or
 * for one payment in four none (the tab closed after the approval). Payers share a few invoices of
 * $100.00, so they race for the same balance, and the later ones find it gone.
 * Afterwards every write the server acknowledged is looked up as staff: each cart answered 200 is
 * there once, each quote key made exactly one lead, and the replay got the first answer. Then the
 * reconciliation runs (the staff action, as the job would 15 minutes later) and every approval is
 * applied once or voided: the money approved equals the money applied plus the money voided, and
 * what each invoice's payments applied is what left its balance, which never goes below zero. Intended
 * 429s (a visitor past a form's limit) are counted apart; any other non-2xx status or network
 * error is a failure. Run under tsx (it reuses the app's date rules).
 */
import { randomUUID } from 'node:crypto'
import { addBusinessDays, earliestStartDate } from '../../src/lib/businessDays.ts'
import { isoToMdy, todayInZone } from '../../src/lib/calendarDate.ts'
import { closures } from '../../seed/catalog/data/closures.ts'
import { quoteFormOf, rentalQuoteRequest } from '../../tests/support/rentalQuote.ts'
import { captchaTokenFrom } from '../../tests/support/captcha.ts'
import { docLine, guestPayer, lookupBody, postBody } from '../../tests/support/guestPayment.ts'
import { apiToken } from './apiToken.mjs'

export const MIXED_CONNECTIONS = 20
const PAGES = ['/en', '/fr', '/en/products/storage-containers', '/fr/products/storage-containers', '/en/products', '/en/request-quote', '/fr/request-quote']
/** What one loop turn does, by weight (out of 100). */
const MIX = [
  ['page', 50],
  ['catalog', 25],
  ['cart', 12],
  ['quote', 8],
  ['guest', 5],
]
/** The guest invoices the payers share, each of this many cents, paid $25.00 at a time. */
const GUEST_INVOICES = 3
const GUEST_INVOICE_CENTS = 10_000
const GUEST_PART_CENTS = 2_500

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0)

/**
 * Runs the load and checks the writes. `staff(path)` is a signed-in staff GET of /cms-api.
 * Returns the summary and the list of failures (empty when the run holds).
 */
export async function runMixedLoad(baseUrl, { seconds = 60, connections = MIXED_CONNECTIONS, quoteTokens = 24, guestTokens = 20, staff, staffCall, log = () => {} }) {
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
    tokens.push(...(await Promise.all(visitors.slice(0, Math.min(4, quoteTokens - i)).map((_, j) => captchaTokenFrom(baseUrl, visitors[(i + j) % visitors.length])))))
  }

  // The guest invoices (made by staff) and the lookups' captcha solutions, before the clock too.
  const guest = guestPayer(baseUrl, staffCall)
  await guest.readGuestKey()
  const guestInvoices = []
  for (let i = 0; i < GUEST_INVOICES; i++) {
    const account = await guest.newAccount()
    guestInvoices.push({ account, docNo: await guest.newInvoice(account, [['RENTAL', GUEST_INVOICE_CENTS]]) })
  }
  log(`mixed load: solving ${guestTokens} captcha challenges for guest lookups`)
  const lookupTokens = []
  for (let i = 0; i < guestTokens; i += 4) lookupTokens.push(...(await Promise.all(Array.from({ length: Math.min(4, guestTokens - i) }, (_, j) => captchaTokenFrom(baseUrl, visitors[j])))))
  /** Every approval the gateway gave a payer: its invoice, amount, and whether its post-payment was sent. */
  const approvals = []
  let guestTurns = 0

  const latencies = []
  const statuses = new Map()
  const failures = []
  const carts = []
  const quotes = []
  let networkErrors = 0
  let throttled = 0

  /**
   * One request of `kind`: its latency and status are counted; a status besides 2xx and 429 (unless
   * the work says it was `expected`) or a thrown error is a failure.
   */
  async function measured(kind, label, work) {
    const t = performance.now()
    try {
      const reply = await work()
      latencies.push(performance.now() - t)
      const key = `${kind} ${reply.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      if (reply.status === 429) throttled++
      else if (!reply.expected && (reply.status < 200 || reply.status >= 300)) {
        failures.push(`${kind} ${label} answered ${reply.status}: ${(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body)).slice(0, 160)}`)
      }
      return reply
    } catch (error) {
      networkErrors++
      failures.push(`${kind} ${label}: ${error instanceof Error ? error.message : error}`)
      return { status: 0, body: null }
    }
  }

  const call = (kind, path, init = {}, address) =>
    measured(kind, path, async () => {
      const res = await fetch(baseUrl + path, { ...init, headers: { 'x-forwarded-for': address, 'x-wsc-token': apiTokens[visitors.indexOf(address)], 'accept-encoding': 'gzip', ...(init.headers ?? {}) } })
      return { status: res.status, body: await res.text() }
    })

  const json = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const pick = () => {
    let r = Math.random() * 100
    for (const [kind, weight] of MIX) if ((r -= weight) < 0) return kind
    return MIX[0][0]
  }

  /** One payer: looks the invoice up, pays $25.00 of it in the frame, then posts the payment unless its tab "closed". */
  async function guestPayment(invoice, token, address) {
    const { account, docNo } = invoice
    const visitor = { ip: address, headers: { 'x-wsc-token': apiTokens[visitors.indexOf(address)] } }
    const found = await measured('guest lookup', '/api/invoices', () => guest.call('/api/invoices', lookupBody(account.accountNumber, [docNo], { captchaToken: token }), visitor))
    // Paid off by the payers before: no session, nothing to pay.
    if (found.status !== 200 || !found.cookie) return
    const balance = Math.round(Number(found.body.STATEMENT_LINES.item[0].BALANCE) * 100)
    const cents = Math.min(GUEST_PART_CENTS, balance)
    const amount = (cents / 100).toFixed(2)
    const lines = [docLine(account, docNo, '001', amount, (balance / 100).toFixed(2), cents < balance ? 'Mixed load: part of the invoice' : '')]
    const paid = await measured('guest frame', '/api/payment-iframe', async () => {
      try {
        return { status: 200, paid: await guest.payInFrame(found.cookie, account, lines, visitor) }
      } catch (error) {
        // Another payer took the balance since this one's lookup: the frame is refused (400), as the page shows.
        if (/^payment-iframe answered 400/.test(error.message)) return { status: 400, expected: true }
        throw error
      }
    })
    if (!paid.paid) return
    const approval = { docNo, cents, transactionId: paid.paid.transactionId, abandoned: approvals.length % 4 === 3, decision: null }
    approvals.push(approval)
    if (approval.abandoned) return
    const posted = await measured('guest post-payment', '/api/post-payment', () => guest.call('/api/post-payment', postBody(account, paid.paid, lines, amount), { cookie: paid.paid.cookie, ...visitor }))
    approval.decision = posted.body?.CS_PAYMENT?.OUT?.DECISION ?? null
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
        } else if (kind === 'guest') {
          const token = lookupTokens.pop()
          if (!token) continue
          await guestPayment(guestInvoices[guestTurns++ % guestInvoices.length], token, address)
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

  // Guest payments: the reconciliation runs now (as the job would once the sessions have ended),
  // then every approval is applied once or voided, to the cent.
  const reconciled = await staffCall('/reconcile-payments', { method: 'POST', body: JSON.stringify({ afterMinutes: 0 }) })
  if (reconciled.status !== 200) failures.push(`the reconciliation answered ${reconciled.status}`)
  const money = { approvedCents: 0, appliedCents: 0, voidedCents: 0, unreconciled: 0 }
  const appliedTo = new Map()
  for (const approval of approvals) {
    money.approvedCents += approval.cents
    const stored = await guest.storedTransaction(approval.transactionId)
    const payments = await guest.paymentsOf(approval.transactionId)
    const label = `guest payment ${approval.transactionId.slice(0, 12)}… (${approval.abandoned ? 'abandoned' : approval.decision})`
    if (stored?.state === 'captured' && payments.length === 1) {
      const applied = payments[0].allocations.reduce((sum, a) => sum + a.amountCents, 0)
      if (applied !== approval.cents) failures.push(`${label}: ${applied} cents applied of ${approval.cents} approved`)
      money.appliedCents += applied
      appliedTo.set(approval.docNo, (appliedTo.get(approval.docNo) ?? 0) + applied)
    } else if (stored?.state === 'voided' && payments.length === 0) money.voidedCents += approval.cents
    else {
      money.unreconciled++
      failures.push(`${label}: ${stored?.state ?? 'no record'} with ${payments.length} payments applied`)
    }
  }
  if (money.approvedCents !== money.appliedCents + money.voidedCents) failures.push(`guest payments: ${money.approvedCents} cents approved, ${money.appliedCents} applied and ${money.voidedCents} voided`)
  for (const { docNo } of guestInvoices) {
    const invoice = await guest.invoiceDoc(docNo)
    const applied = appliedTo.get(docNo) ?? 0
    if (invoice.balanceCents < 0 || invoice.balanceCents !== GUEST_INVOICE_CENTS - applied) failures.push(`invoice ${docNo}: balance ${invoice.balanceCents} cents after ${applied} applied to ${GUEST_INVOICE_CENTS}`)
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
      guestApprovals: approvals.length,
      guestAbandoned: approvals.filter((a) => a.abandoned).length,
      guestApprovedCents: money.approvedCents,
      guestAppliedCents: money.appliedCents,
      guestVoidedCents: money.voidedCents,
      guestUnreconciled: money.unreconciled,
    },
  }
}

const quoteRequest = (form, captchaToken) =>
  rentalQuoteRequest(form, { captchaToken, firstName: 'Bench', lastName: 'Visitor', email: `bench.${randomUUID().slice(0, 8)}@example.com`, comments: 'Mixed load.', optionCards: ['storage'] })

const dollars = (cents) => `$${(cents / 100).toFixed(2)}`

/** The mixed load's result as Markdown. */
export function formatMixedLoad({ summary, failures }, meta) {
  const lines = [
    `## Mixed load: ${summary.connections} connections for ${summary.seconds} s`,
    '',
    `${meta.date}, ${meta.machine}, ${meta.baseUrl}. Page views, configurator calls, new carts, rental quotes (real captcha solutions, each sent twice with its idempotency key) and guest invoice payments (one in four abandoned after its approval).`,
    '',
    '| requests | req/s | p50 | p99 | intended 429s | other errors | carts written | quotes written (replayed) |',
    '|---|---|---|---|---|---|---|---|',
    `| ${summary.requests} | ${summary.rps} | ${summary.p50Ms} ms | ${summary.p99Ms} ms | ${summary.throttled} | ${failures.length} | ${summary.cartsWritten} | ${summary.quotesWritten} (${summary.quoteReplays}) |`,
    '',
    'Guest payments, after the reconciliation:',
    '',
    '| approvals (abandoned) | approved | applied | voided | not reconciled |',
    '|---|---|---|---|---|',
    `| ${summary.guestApprovals} (${summary.guestAbandoned}) | ${dollars(summary.guestApprovedCents)} | ${dollars(summary.guestAppliedCents)} | ${dollars(summary.guestVoidedCents)} | ${summary.guestUnreconciled} |`,
    '',
    `Statuses: ${Object.entries(summary.statuses).map(([k, n]) => `${k}: ${n}`).join(', ')}.`,
    '',
    failures.length ? `**${failures.length} failures:**\n${failures.slice(0, 20).map((f) => `- ${f}`).join('\n')}` : 'Every acknowledged write is stored exactly once; no error status besides intended 429s.',
    '',
  ]
  return lines.join('\n')
}
