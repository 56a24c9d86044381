import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// The featured-article carousel (issue 14, spec 3 §1): /about-us shows the six newest published
// case studies; publishing a case study refreshes it at once, in that locale only.

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)

beforeAll(login)

type Doc = { id: number; slug: string; title: string }
const about = async (locale: string) => (await fetch(`${base}/${locale}/about-us`)).text()

describe('the featured case studies of /about-us', () => {
  it('shows the newest published case studies; a renamed one shows at once in that locale; back in draft, it leaves', async () => {
    const { docs } = (await (await staff('/case-studies?sort=-date&limit=7&locale=en&depth=0')).json()) as { docs: Doc[] }
    const [newest, , , , , sixth, seventh] = docs
    const html = await about('en')
    expect(html).toContain('Customer stories')
    expect(html).toContain(`href="/en/resources/case-studies/${newest!.slug}"`)
    expect(html).toContain(`href="/en/resources/case-studies/${sixth!.slug}"`)
    expect(html).not.toContain(`href="/en/resources/case-studies/${seventh!.slug}"`)
    await about('fr')

    const renamed = `Case study ${Date.now().toString(36)}`
    try {
      expect((await staff(`/case-studies/${newest!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: renamed }) })).status).toBe(200)
      expect(await about('en')).toContain(renamed)
      expect(await about('fr')).not.toContain(renamed)
      expect((await staff(`/case-studies/${newest!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ _status: 'draft' }) })).status).toBe(200)
      const withoutIt = await about('en')
      expect(withoutIt).not.toContain(`href="/en/resources/case-studies/${newest!.slug}"`)
      // The seventh newest moves up into the six.
      expect(withoutIt).toContain(`href="/en/resources/case-studies/${seventh!.slug}"`)
    } finally {
      await staff(`/case-studies/${newest!.id}?locale=en`, { method: 'PATCH', body: JSON.stringify({ title: newest!.title, _status: 'published' }) })
    }
    expect(await about('en')).toContain(`href="/en/resources/case-studies/${newest!.slug}"`)
  })
})
