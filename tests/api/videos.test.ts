import { beforeAll, describe, expect, it } from 'vitest'
import { staffApi } from '../support/staffApi'

// Videos (issue 14, spec 3 §2 "Heroes and media blocks", "Video block"): the seeded mp4 is served
// in ranges (a player seeks and starts before the whole file arrives); the pages render the players
// and heroes on the server; a video block or video hero without a video, or a hosted id that is not
// one, is refused, naming the field (its bilingual message, shown beside the field in the admin,
// is unit-tested with the block's config).

const base = process.env.APP_URL ?? 'http://127.0.0.1:3100'
const { login, staff } = staffApi(base)
const unique = () => `t${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`
beforeAll(login)

type MediaDoc = { id: number; filename: string; mimeType: string; url: string }
async function seededMedia(filename: string): Promise<MediaDoc> {
  const { docs } = (await (await staff(`/media?where[filename][equals]=${filename}&depth=0`)).json()) as { docs: MediaDoc[] }
  expect(docs, filename).toHaveLength(1)
  return docs[0]!
}

describe('the seeded delivery video', () => {
  it('is an mp4 in the media library, served whole and in byte ranges', async () => {
    const video = await seededMedia('container-delivery.mp4')
    expect(video.mimeType).toBe('video/mp4')
    const whole = await fetch(`${base}${video.url}`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/mp4')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    const size = (await whole.arrayBuffer()).byteLength
    expect(size).toBeGreaterThan(10_000)
    const part = await fetch(`${base}${video.url}`, { headers: { range: 'bytes=0-99' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`)
    // An mp4 that starts before it has fully loaded: its index (moov) comes before the data (faststart).
    const head = Buffer.from(await part.arrayBuffer()).toString('latin1')
    expect(head.indexOf('ftyp')).toBe(4)
    const start = Buffer.from(await (await fetch(`${base}${video.url}`, { headers: { range: 'bytes=0-4095' } })).arrayBuffer()).toString('latin1')
    expect(start).toContain('moov')
  })
})

describe('pages with videos, rendered on the server', () => {
  it('/about-us: the video block is a player with controls, no autoplay, the mp4 and the no-support sentence, in each locale', async () => {
    const video = await seededMedia('container-delivery.mp4')
    for (const [locale, heading, sentence] of [
      ['en', 'A delivery, start to finish', 'Your browser does not support the video tag.'],
      ['fr', 'Une livraison, du début à la fin', 'Votre navigateur ne prend pas en charge la balise vidéo.'],
    ] as const) {
      const html = await (await fetch(`${base}/${locale}/about-us`)).text()
      const player = html.match(/<video[^>]*>.*?<\/video>/s)?.[0] ?? ''
      expect(player, locale).toContain(`aria-label="${heading}"`)
      expect(player).toMatch(/ controls=""/)
      expect(player).not.toMatch(/autoplay/i)
      expect(player).toContain(`<source src="${video.url}" type="video/mp4"/>`)
      expect(player).toContain(sentence)
    }
  })

  it('the video hero and the image hero: the heading is the h1 over the image, which the first paint loads first', async () => {
    const family = await (await fetch(`${base}/fr/storage-containers`)).text()
    expect(family).toMatch(/<h1[^>]*>Des conteneurs/)
    expect(family).toMatch(/<img[^>]*container-delivery-poster[^>]*fetchPriority="high"/)
    // The background video waits for the page (no autoplay attribute): reduced motion is honoured.
    expect(family).toMatch(/<video[^>]*muted=""[^>]*aria-hidden="true"/)
    expect(family).not.toMatch(/<video[^>]*autoplay/i)
    const sustainability = await (await fetch(`${base}/en/about-us/sustainability-impact`)).text()
    expect(sustainability).toMatch(/<h1[^>]*>Steel that keeps working/)
    expect(sustainability).toContain('href="/en/products/storage-containers"')
  })
})

describe('article headers (spec 3 §2 "article header with optional video", "case-study header with location and a facts list")', () => {
  it('a case study shows its place and its facts under its title, in each locale', async () => {
    const en = await (await fetch(`${base}/en/resources/case-studies/laval-hospital-expansion`)).text()
    expect(en).toMatch(/<span class="sr-only">Location: <\/span>Laval, QC<\/p>/)
    expect(en).toMatch(/<dt[^>]*>Units<\/dt><dd>12 containers, 2 site offices<\/dd>/)
    expect(en).toMatch(/<dt[^>]*>Duration<\/dt><dd>30 months<\/dd>/)
    const fr = await (await fetch(`${base}/fr/resources/case-studies/laval-hospital-expansion`)).text()
    expect(fr).toMatch(/<span class="sr-only">Lieu\u00a0: <\/span>Laval \(Québec\)<\/p>/)
    expect(fr).toMatch(/<dt[^>]*>Durée<\/dt><dd>30 mois<\/dd>/)
    // A case study without them has neither.
    const other = await (await fetch(`${base}/en/resources/case-studies/municipal-works-yard`)).text()
    expect(other).not.toContain('Location: ')
  })

  it('a blog article with a video opens on the player, its image as the poster; one without shows its image', async () => {
    const withVideo = await (await fetch(`${base}/en/resources/blogs/preparing-your-site-for-container-delivery`)).text()
    const player = withVideo.match(/<video[^>]*>.*?<\/video>/s)?.[0] ?? ''
    expect(player).toMatch(/ controls=""/)
    expect(player).toMatch(/poster="\/cms-api\/media\/file\/[^"]+\.webp"/)
    expect(player).toContain('type="video/mp4"')
    expect(player).not.toMatch(/autoplay/i)
    const without = await (await fetch(`${base}/en/resources/blogs/five-ways-to-keep-a-container-dry`)).text()
    expect(without).not.toContain('<video')
    expect(without).toMatch(/<img[^>]*fetchPriority="high"/)
  })
})

describe('staff writing a video', () => {
  const create = (layout: unknown[]) =>
    staff('/pages?locale=en', { method: 'POST', body: JSON.stringify({ _status: 'published', title: 'Video test', slug: unique(), layout }) })

  it('refuses a video block with neither an upload nor a hosted id, and a hosted id that is not one', async () => {
    const missing = await create([{ blockType: 'video', heading: 'Our yard', display: 'inline' }])
    expect(missing.status).toBe(400)
    expect(await missing.text()).toContain('Block 1 (Video) > Video (mp4)')
    const badId = await create([{ blockType: 'video', heading: 'Our yard', hostedVideoId: 'https://youtu.be/abc', display: 'inline' }])
    expect(badId.status).toBe(400)
    expect(await badId.text()).toContain('Block 1 (Video) > Hosted video id (YouTube, optional)')
  })

  it('refuses a video hero without its mp4 or its image, and an image upload offered as the video', async () => {
    const image = await seededMedia('container-delivery-poster.webp')
    const noVideo = await create([{ blockType: 'hero', style: 'video', heading: 'Yard', image: image.id }])
    expect(noVideo.status).toBe(400)
    expect(await noVideo.text()).toContain('Block 1 (Hero) > Video (mp4, optional)')
    const noImage = await create([{ blockType: 'hero', style: 'image', heading: 'Yard' }])
    expect(noImage.status).toBe(400)
    expect(await noImage.text()).toContain('Block 1 (Hero) > Image')
    const imageAsVideo = await create([{ blockType: 'video', heading: 'Yard', videoFile: image.id, display: 'inline' }])
    expect(imageAsVideo.status).toBe(400)
    expect(await imageAsVideo.text()).toContain('Block 1 (Video) > Video (mp4)')
  })

  it('renders a hosted video in YouTube’s privacy-enhanced player, and the page’s policy admits only that frame', async () => {
    const slug = unique()
    const res = await staff('/pages?locale=en', {
      method: 'POST',
      body: JSON.stringify({ _status: 'published', title: 'Hosted video test', slug, layout: [{ blockType: 'video', heading: 'Our yard tour', hostedVideoId: 'M7lc1UVf-VE', display: 'inline' }] }),
    })
    expect(res.status, await res.clone().text()).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    try {
      const page = await fetch(`${base}/en/${slug}`)
      const html = await page.text()
      expect(html).toMatch(/<iframe src="https:\/\/www.youtube-nocookie.com\/embed\/M7lc1UVf-VE\?rel=0&amp;playsinline=1" title="Our yard tour" loading="lazy"/)
      expect(page.headers.get('content-security-policy')).toMatch(/frame-src 'self' https:\/\/www.youtube-nocookie.com;/)
    } finally {
      await staff(`/pages/${doc.id}`, { method: 'DELETE' })
    }
  })
})
