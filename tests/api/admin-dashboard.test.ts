import { beforeAll, describe, expect, it } from 'vitest'
import { captchaTokenFrom } from '../support/captcha'
import { supportRequest } from '../support/leads'
import { staffApi } from '../support/staffApi'

// The admin dashboard's view of the business (issue 43, item 13): each count is what its linked
// list holds, in both admin languages.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff, token } = staffApi(base)

beforeAll(login)

const dashboard = async (language: 'en' | 'fr') => (await fetch(`${base}/admin`, { headers: { cookie: `payload-token=${token()}; payload-lng=${language}` } })).text()

/** The count a dashboard link shows, and the list it opens, by the row's label and the column's place. */
function linkOf(html: string, rowLabel: string, column = 0): { count: number; href: string } {
  const row = new RegExp(`<th scope="row"[^>]*>${rowLabel}</th>((?:<td[^>]*><a href="[^"]*">\\d+</a></td>)+)`).exec(html)
  expect(row, `the row ${rowLabel}`).not.toBeNull()
  const links = [...row![1].matchAll(/<a href="([^"]*)">(\d+)<\/a>/g)]
  const [, href, count] = links[column]!
  return { count: Number(count), href: href.replace(/&amp;/g, '&') }
}

/** What the list a link opens holds: the same query string through the staff API. */
async function listed(href: string): Promise<number> {
  const url = new URL(href, base)
  const collection = url.pathname.split('/').pop()
  const res = await staff(`/${collection}?${url.searchParams.toString()}&limit=1&depth=0`)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

describe('the admin dashboard', () => {
  it('counts today’s and this week’s support requests, and a new one shows at once, each link opening what it counts', async () => {
    const before = linkOf(await dashboard('en'), 'Support requests')
    expect(before.href).toMatch(/^\/admin\/collections\/leads\?where\[and\]\[0\]\[kind\]\[equals\]=support&where\[and\]\[1\]\[createdAt\]\[greater_than_equal\]=/)
    expect(await listed(before.href)).toBeGreaterThanOrEqual(before.count)
    // A visitor's repair request, as the support form sends it.
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`
    const sent = await fetch(`${base}/api/request-support`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(supportRequest('repair', { captchaToken: await captchaTokenFrom(base, client) })),
    })
    expect(sent.status, await sent.clone().text()).toBe(200)
    // Other tests may file requests meanwhile: the count is what the list held just before the
    // page was made, or more, and no more than it holds just after.
    const floor = await listed(before.href)
    const html = await dashboard('en')
    const after = linkOf(html, 'Support requests')
    expect(after.count).toBeGreaterThanOrEqual(Math.max(floor, before.count + 1))
    expect(after.count).toBeLessThanOrEqual(await listed(after.href))
    const week = linkOf(html, 'Support requests', 1)
    expect(week.count).toBeGreaterThanOrEqual(after.count)
  })

  it('in French, ages the open invoices by days past due, each invoice in the one bucket its due date says', async () => {
    // Today in the business's time zone (the seed's New York), and a due date `days` before it.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())
    const daysBefore = (days: number) => new Date(Date.parse(`${today}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10)
    const accountNumber = `7${Date.now().toString().slice(-7)}`
    const account = await staff('/customer-accounts', {
      method: 'POST',
      body: JSON.stringify({ accountNumber, name: `Dashboard ${accountNumber}`, country: 'US', companyCode: '1000', status: 'active', billTo: { street: '1 Main St', city: 'Houston', state: 'TX', zipCode: '77002', country: 'US' } }),
    })
    expect(account.status, await account.clone().text()).toBe(201)
    const accountId = ((await account.json()) as { doc: { id: number } }).doc.id
    // One open invoice per bucket, due on the bucket's edge where an off-by-one would show.
    const buckets = { 'Pas encore échues': 0, '1 à 30 jours': 30, '31 à 60 jours': 31, '61 à 90 jours': 90, 'Plus de 90 jours': 91 }
    const invoices = new Map<string, string>()
    for (const [bucket, days] of Object.entries(buckets)) {
      const docNo = `8${Date.now().toString().slice(-6)}${String(days).padStart(3, '0')}`
      const res = await staff('/invoices', {
        method: 'POST',
        body: JSON.stringify({ docNo, account: accountId, docDate: daysBefore(days + 30), dueDate: daysBefore(days), fiscalYear: '2026', siteName: 'Test yard', openItems: [{ itemNumber: '001', itemText: 'RENTAL', totalAmountCents: 10000, amountCents: 10000 }] }),
      })
      expect(res.status, await res.clone().text()).toBe(201)
      invoices.set(bucket, docNo)
    }
    const html = await dashboard('fr')
    expect(html).toContain('Vue d’ensemble')
    expect(html).toContain('Factures ouvertes selon les jours de retard')
    for (const bucket of Object.keys(buckets)) {
      const { count, href } = linkOf(html, bucket)
      expect(href).toContain('where[and][0][clearDate][exists]=false')
      expect(count, bucket).toBeGreaterThanOrEqual(1)
      // Each of this test's invoices is in its own bucket's list and in no other.
      for (const [owner, docNo] of invoices) expect(await listed(`${href}&where[and][9][docNo][equals]=${docNo}`), `${docNo} (${owner}) in ${bucket}`).toBe(owner === bucket ? 1 : 0)
    }
    expect(linkOf(html, 'Commandes').href).toMatch(/^\/admin\/collections\/orders\?where\[and\]\[0\]\[createdAt\]/)
  })
})
