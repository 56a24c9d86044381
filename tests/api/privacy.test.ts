import { describe, expect, it } from 'vitest'

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const get = (path: string, init: RequestInit = {}) => fetch(`${base}${path}`, { redirect: 'manual', ...init })

describe('privacy policy', () => {
  it.each([
    ['en', 'Privacy policy'],
    ['fr', 'Politique de confidentialité'],
  ])('answers 200 at /%s/legal/privacy with its title and hreflang alternates', async (locale, title) => {
    const res = await get(`/${locale}/legal/privacy`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<title>${title} · Boxline</title>`)
    expect(html).toMatch(/<link rel="alternate" hrefLang="en-US" href="[^"]*\/en\/legal\/privacy"/)
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CA" href="[^"]*\/fr\/legal\/privacy"/)
  })

  it('is listed in the sitemap in both languages, each with the other as alternate', async () => {
    const xml = await (await get('/sitemap.xml')).text()
    for (const locale of ['en', 'fr']) {
      const entry = xml.match(new RegExp(`<url>\\s*<loc>[^<]*/${locale}/legal/privacy</loc>[\\s\\S]*?</url>`))?.[0]
      expect(entry, `sitemap entry of /${locale}/legal/privacy`).toBeDefined()
      expect(entry).toMatch(/hreflang="en" href="[^"]*\/en\/legal\/privacy"/)
      expect(entry).toMatch(/hreflang="fr" href="[^"]*\/fr\/legal\/privacy"/)
    }
  })
})
