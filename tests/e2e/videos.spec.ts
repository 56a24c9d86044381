import { expect, type Locator, type Page } from './test'
import { expectNoAxeViolations, onlyIn } from './support'

// Videos (issue 14, spec 3 §2 "Heroes and media blocks"): the home hero's lightbox video (on /solutions), the video
// modal (plays at once; closes at its end, on the backdrop, the close button and Escape), the
// video block's player (controls, no autoplay), the video hero (silent loop, pausable, still for
// reduced motion) and the image hero with its call to action. Both locales.

const texts = {
  en: {
    watchDelivery: 'Watch a delivery',
    heroHeading: 'Storage that works the way your business does',
    close: 'Close the video',
    blockHeading: 'A delivery, start to finish',
    modalHeading: 'From ship to site: a container’s second life',
    watchNamed: 'Watch the video: From ship to site: a container’s second life',
    pause: 'Pause the background video',
    play: 'Play the background video',
    familyHeading: 'Steel storage containers, delivered where you need them',
    imageHeading: 'Steel that keeps working, trucks that drive less',
    imageCta: 'Rent a reused container',
    caseStudy: 'Laval hospital expansion',
    location: 'Laval, QC',
    fact: ['Units', '12 containers, 2 site offices'],
  },
  fr: {
    watchDelivery: 'Voir une livraison',
    heroHeading: 'De l’entreposage qui s’adapte à votre entreprise',
    close: 'Fermer la vidéo',
    blockHeading: 'Une livraison, du début à la fin',
    modalHeading: 'Du navire au chantier\u00a0: la deuxième vie d’un conteneur',
    watchNamed: 'Regarder la vidéo\u00a0: Du navire au chantier\u00a0: la deuxième vie d’un conteneur',
    pause: 'Mettre en pause la vidéo d’arrière-plan',
    play: 'Lire la vidéo d’arrière-plan',
    familyHeading: 'Des conteneurs d’entreposage en acier',
    imageHeading: 'De l’acier qui reste en service, des camions qui roulent moins',
    imageCta: 'Louer un conteneur réutilisé',
    caseStudy: 'Agrandissement d’un hôpital à Laval',
    location: 'Laval (Québec)',
    fact: ['Unités', '12 conteneurs, 2 bureaux de chantier'],
  },
} as const

const playing = (video: Locator) => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)

async function expectPlaying(video: Locator) {
  await expect.poll(() => playing(video), { timeout: 10_000 }).toBe(true)
}

/** Presses the dialog's backdrop: a point of the viewport outside the dialog's box. */
/**
 * The WCAG contrast of each text of the hero over its video (not its buttons' own backgrounds),
 * on the frame that is worst for it: the text's colour and the scrim's, composited by the browser
 * over a white and over a black frame (a canvas reads the sRGB of any CSS colour, oklch too).
 */
async function heroTextContrasts(page: Page) {
  return page.evaluate(() => {
    const section = document.querySelector('h1')!.closest('section')!
    const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!
    const paint = (...colors: string[]) => {
      for (const color of colors) {
        canvas.fillStyle = color
        canvas.fillRect(0, 0, 1, 1)
      }
      return [...canvas.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((c) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
      return (hi! + 0.05) / (lo! + 0.05)
    }
    const transparent = (color: string) => /^rgba\(.*, 0\)$|^transparent$/.test(color)
    const scrims = [...section.querySelectorAll<HTMLElement>(':scope > [aria-hidden="true"]')].map((el) => getComputedStyle(el).backgroundColor).filter((c) => !transparent(c))
    const texts = [...section.querySelectorAll<HTMLElement>('h1, p, a')].filter((el) => el.innerText.trim() && transparent(getComputedStyle(el).backgroundColor))
    return texts.map((el) => {
      const text = paint('#fff', getComputedStyle(el).color)
      const worst = Math.min(...['#fff', '#000'].map((frame) => ratio(text, paint(frame, ...scrims))))
      return { text: el.innerText.trim().slice(0, 40), contrast: Math.round(worst * 100) / 100, scrims: scrims.length }
    })
  })
}

async function pressBackdrop(page: Page) {
  await page.mouse.click(4, 4)
}

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]

  onlyIn(locale, 'en')(`/${locale}/solutions: the hero's video opens in a lightbox, plays at once, and closes on Escape, the backdrop, the close button and its end`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}/solutions`)
    await page.waitForLoadState('networkidle')
    const watch = page.getByRole('button', { name: t.watchDelivery })
    await expect(watch).toBeVisible()
    const dialog = page.getByRole('dialog', { name: t.heroHeading })
    const video = dialog.locator('video')

    await watch.click()
    await expect(dialog).toBeVisible()
    await expectPlaying(video)
    await expect(dialog.getByRole('button', { name: t.close })).toBeVisible()
    await expectNoAxeViolations(page, `/${locale}/solutions (video lightbox open)`)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()

    await watch.click()
    await expectPlaying(video)
    await pressBackdrop(page)
    await expect(dialog).toBeHidden()

    await watch.click()
    await expect(dialog).toBeVisible()
    // A press inside the player does not close it.
    await dialog.getByText(t.heroHeading).click()
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: t.close }).click()
    await expect(dialog).toBeHidden()
    await expect(watch).toBeFocused()

    // It closes by itself when the video ends.
    await watch.click()
    await expectPlaying(video)
    await video.evaluate((v: HTMLVideoElement) => (v.currentTime = v.duration - 0.3))
    await expect(dialog).toBeHidden({ timeout: 5000 })
    await expect(watch).toBeFocused()
  })

  onlyIn(locale, 'fr')(`/${locale}/about-us/sustainability-impact: the video modal by keyboard alone, and the image hero's call to action`, async ({ page }) => {
    await page.goto(`/${locale}/about-us/sustainability-impact`)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1, name: t.imageHeading })).toBeVisible()
    const cta = page.getByRole('link', { name: t.imageCta })
    await expect(cta).toBeVisible()
    await expect(cta).toHaveAttribute('href', `/${locale}/products/storage-containers`)
    await expectNoAxeViolations(page, `/${locale}/about-us/sustainability-impact`)

    const open = page.getByRole('button', { name: t.watchNamed })
    await open.focus()
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: t.modalHeading })
    await expect(dialog).toBeVisible()
    await expectPlaying(dialog.locator('video'))
    // Focus is in the dialog, on its close button; Enter closes it and focus goes back.
    await expect(dialog.getByRole('button', { name: t.close })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  onlyIn(locale, 'en')(`/${locale}/about-us: the video block is a player with controls that waits to be played`, async ({ page }) => {
    await page.goto(`/${locale}/about-us`)
    const section = page.getByRole('region', { name: t.blockHeading })
    await section.scrollIntoViewIfNeeded()
    const video = section.locator('video')
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute('controls', '')
    await expect(video).toHaveAttribute('aria-label', t.blockHeading)
    // No autoplay: still paused at the start once its metadata is in.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1)).toBe(true)
    expect(await video.evaluate((v: HTMLVideoElement) => ({ paused: v.paused, time: v.currentTime, duration: Math.round(v.duration) }))).toEqual({ paused: true, time: 0, duration: 8 })
    // Its poster fills the 16:9 frame before it plays (no layout shift when it loads).
    const box = await video.boundingBox()
    expect(Math.round((box!.width / box!.height) * 9)).toBe(16)
    await video.evaluate((v: HTMLVideoElement) => v.play())
    await expectPlaying(video)
    await expectNoAxeViolations(page, `/${locale}/about-us (video block)`)
  })

  onlyIn(locale, 'fr')(`/${locale}/storage-containers: the video hero plays silently behind its heading, and a button pauses and resumes it`, async ({ page }) => {
    // The tests run with reduced motion (playwright.config.ts), under which the hero stays still.
    await page.emulateMedia({ reducedMotion: 'no-preference' })
    await page.goto(`/${locale}/storage-containers`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.familyHeading)
    const video = page.locator('video[aria-hidden="true"]')
    await expectPlaying(video)
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true)
    const pause = page.getByRole('button', { name: t.pause })
    await expect(pause).toBeVisible()
    await pause.click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    const play = page.getByRole('button', { name: t.play })
    await expect(play).toBeFocused()
    await page.keyboard.press('Enter')
    await expectPlaying(video)
    await expectNoAxeViolations(page, `/${locale}/storage-containers (video hero)`)
  })

  onlyIn(locale, 'fr')(`@responsive /${locale}/storage-containers: for a person who asks for reduced motion, the video hero stays still until played`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(`/${locale}/storage-containers`)
    await page.waitForLoadState('networkidle')
    const video = page.locator('video[aria-hidden="true"]')
    const play = page.getByRole('button', { name: t.play })
    await expect(play).toBeVisible()
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await play.click()
    await expectPlaying(video)
  })

  onlyIn(locale, 'fr')(`@responsive /${locale}/storage-containers on a phone: the hero's text reads on any frame of its video (a scrim, 4.5:1 at worst)`, async ({ page }) => {
    await page.goto(`/${locale}/storage-containers`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t.familyHeading)
    const contrasts = await heroTextContrasts(page)
    expect(contrasts.length, 'the hero’s heading, text and second button').toBeGreaterThanOrEqual(2)
    for (const { text, contrast, scrims } of contrasts) {
      expect(scrims, 'a scrim between the video and the text').toBeGreaterThan(0)
      expect(contrast, `"${text}" over a white or a black frame`).toBeGreaterThanOrEqual(4.5)
    }
  })

  onlyIn(locale, 'en')(`/${locale}: a case study's header shows its place and facts; a blog article opens on its video`, async ({ page }) => {
    await page.goto(`/${locale}/resources/case-studies/laval-hospital-expansion`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toContainText(t.caseStudy)
    // After a pin, and "Location:" for a screen reader.
    await expect(page.getByRole('article').getByText(t.location)).toBeVisible()
    await expect(page.getByRole('term').filter({ hasText: t.fact[0] })).toBeVisible()
    await expect(page.getByRole('definition').filter({ hasText: t.fact[1] })).toBeVisible()
    await expectNoAxeViolations(page, `/${locale} case study with its header`)

    await page.goto(`/${locale}/resources/blogs/preparing-your-site-for-container-delivery`)
    const video = page.locator('article video')
    await expect(video).toBeVisible()
    await expect(video).toHaveAttribute('controls', '')
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1)).toBe(true)
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await expectNoAxeViolations(page, `/${locale} blog article with a video`)
  })
}
