/*
 * A cart ready for payment, made through the site's own HTTP calls (configurator line, checkout
 * step 1 with a solved captcha, step 2's address and terms), for the benchmark of the cart summary
 * and payment pages. Returns the Cookie header that names the cart. Run under tsx: it reuses the
 * app's business-day rules so the dates are valid on any day.
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { addBusinessDays, earliestStartDate } from '../../src/lib/businessDays.ts'
import { isoToMdy, todayInZone } from '../../src/lib/calendarDate.ts'
import { closures } from '../../seed/catalog/data/closures.ts'
import { apiToken } from './apiToken.mjs'

async function captchaToken(baseUrl) {
  const challenge = await (await fetch(`${baseUrl}/api/captcha/challenge`)).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/**
 * `timings`, when given, receives each call's path and its time to the whole answer (ms), for the
 * checkout part of the bench.
 */
export async function cartReadyForPayment(baseUrl, locale = 'en', timings = null) {
  const closed = closures.map((c) => c.date)
  const start = addBusinessDays(earliestStartDate(todayInZone(), closed), 5, closed)
  const end = addBusinessDays(start, 20, closed)
  let cookie = ''
  const token = await apiToken(baseUrl)
  const post = async (path, data) => {
    const started = performance.now()
    const res = await fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', 'x-wsc-token': token, ...(cookie ? { cookie } : {}) }, body: JSON.stringify(data) })
    const text = await res.text()
    timings?.push({ step: `POST ${path}`, ms: performance.now() - started })
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`)
    const set = res.headers.getSetCookie().map((c) => c.split(';')[0])
    if (set.length) cookie = [...new Set([...cookie.split('; ').filter(Boolean), ...set])].join('; ')
  }
  await post('/api/cart', { categoryId: 'standard', containerId: '20WS', containerQuantity: 1, kitId: 'Protect', kitQuantity: 1, startDate: isoToMdy(start), endDate: isoToMdy(end), locale })
  await post('/api/cart-contact', {
    firstName: 'Dana', lastName: 'Whitfield', companyName: 'Whitfield Farms', email: 'bench@example.com', phone: '(503) 555-0142',
    existingCustomer: false, accountNumber: null, captchaToken: await captchaToken(baseUrl), locale, country: 'US', zipCode: '97204',
  })
  await post('/api/cart-address', {
    locale, SC_CS_Street_Address: '1120 SW 5th Avenue', SC_CD_City: 'Portland', SC_CD_State: 'OR', SC_CD_Zip_Code: '97204', CD_Country: 'US',
    SC_CS_Billing_Address_Same: true, SC_DIF_Street_Address: '', SC_DIF_City: '', SC_DIF_State: '', SC_DIF_Zip_Code: '', SC_DIF_Country: '',
  })
  await post('/api/cart-terms', { locale, accepted: true })
  return cookie
}
