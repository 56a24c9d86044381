import { describe, expect, it } from 'vitest'
import en from '../../messages/en.json'
import fr from '../../messages/fr.json'

// The French side of every page type, checked on its server HTML (issue 41, item 2): the browser
// flows run in one language, and this covers the other one cheaply. Each French page says it is
// French (lang fr-CA), shows no English sentence of the site's own texts, no missing message key,
// and writes money the Quebec way (1 000,00 $, never $1,000.00).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'

/** One page of each type, as a French visitor opens it. */
const PAGES = [
  '/fr',
  '/fr/storage-containers',
  '/fr/products',
  '/fr/products/storage-containers',
  '/fr/solutions',
  '/fr/solutions/construction/road-and-bridge',
  '/fr/solutions/outfittings',
  '/fr/solutions/outfittings/mobile-tool-crib',
  '/fr/about-us',
  '/fr/about-us/sustainability-impact',
  '/fr/events',
  '/fr/events/open-house-laval-yard-2026',
  '/fr/resources/blogs',
  '/fr/resources/blogs/preparing-your-site-for-container-delivery',
  '/fr/resources/case-studies/laval-hospital-expansion',
  '/fr/resources/documents',
  '/fr/resources/documents/how-to-read-a-rental-quote',
  '/fr/customizations/overview',
  '/fr/customizations/doors-and-access/roll-up-door',
  '/fr/request-quote',
  '/fr/request-quote/thank-you',
  '/fr/request-quote-buy/BX104233',
  '/fr/request-service',
  '/fr/guest-payment',
  '/fr/empty-cart',
  '/fr/legal/privacy',
  '/fr/legal/rental-terms',
  '/fr/unbounce',
  '/fr/search?all-units=true',
]

type Messages = { [key: string]: string | Messages }

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [k, v] of flatten(value, path)) out.set(k, v)
  }
  return out
}

const english = flatten(en as Messages)
const french = flatten(fr as Messages)

/**
 * The site's English sentences a French page must never show: each English message that differs
 * from its French one, cut at its placeholders, the pieces of at least four words (shorter ones,
 * such as a product name or "Email", may be the same in both languages).
 */
const englishOnly = [
  ...new Set(
    [...english]
      .filter(([key, text]) => french.get(key) !== text)
      .flatMap(([, text]) => text.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<[^>]+>|\n/))
      .map((piece) => piece.trim())
      .filter((piece) => piece.split(/\s+/).length >= 4 && ![...french.values()].some((text) => text.includes(piece))),
  ),
]

/** What a person reads or hears of a page: its text, and its alt, aria-label, title and placeholder values. */
function readable(html: string): string {
  const decode = (text: string) =>
    text
      .replace(/&nbsp;|&#160;|&#xa0;/gi, '\u00a0')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&')
  const body = html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>|<template[\s\S]*?<\/template>/g, ' ')
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map((m) => m[1])
  const text = body.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ' ')
  return decode([text, ...attributes].join(' ')).replace(/[ \t\r\n]+/g, ' ')
}

describe('every French page type, from its server HTML', () => {
  it('has English sentences to look for', () => {
    expect(englishOnly.length).toBeGreaterThan(300)
    expect(englishOnly).toContain('Less than 1 mile away')
  })

  it.each(PAGES)('%s is French: lang fr-CA, no English sentence of the site, no missing message, money as 1 000,00 $', async (path) => {
    const res = await fetch(`${base}${path}`)
    expect([200, 404], path).toContain(res.status)
    const html = await res.text()
    expect(html).toMatch(/<html[^>]* lang="fr-CA"/)
    const text = readable(html)
    expect(englishOnly.filter((sentence) => text.includes(sentence)), 'English sentences').toEqual([])
    // next-intl shows a missing message as its key path (namespace.key).
    expect([...english.keys()].filter((key) => key.includes('.') && new RegExp(`(^|\\s)${key.replace(/\./g, '\\.')}(\\s|$)`).test(text)), 'missing messages').toEqual([])
    // Dollars before the number, or a decimal point in an amount, are the English way.
    expect(text.match(/\$\s?\d|\d\.\d\d\s?\$/g) ?? [], 'English-style amounts').toEqual([])
  })
})
