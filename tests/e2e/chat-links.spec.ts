import { expect } from './test'
import { onlyIn } from './support'

// Spec 3 §2, §7 (issue 14 "Chat", issue 43 item 4): a `#open-integrated-chat-box`, a `{{chat}}` or
// a "Start a chat" link presses the page's chat button (BannerChat.test.tsx); on a page without a
// chat (every seeded page: no chat script could load) it leads to the support request, which says
// so; the home page's banner button to the chat dials the phone on screens up to 640 px. The
// desktop flows in English, the phone one in French.

const texts = {
  en: { richChat: 'chat with a specialist', notice: 'Live chat is not available at the moment. Send us your request here instead: choose a service to begin.', talk: 'Talk to us' },
  fr: { richChat: 'clavardez avec un spécialiste', notice: 'Le clavardage en direct n’est pas offert en ce moment. Envoyez-nous plutôt votre demande ici\u00a0: choisissez un service pour commencer.', talk: 'Parlez-nous' },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const solutions = `/${locale}/solutions`

  onlyIn(locale, 'en')(`a chat link in ${solutions}' text leads to the support request, which says there is no live chat, by mouse and by keyboard`, async ({ page }) => {
    await page.goto(solutions)
    const link = page.getByRole('link', { name: t.richChat })
    await expect(link).toHaveAttribute('href', `/${locale}/request-service#chat`)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service#chat$`))
    const notice = page.getByText(t.notice)
    await expect(notice).toBeVisible()
    await expect(notice).toBeInViewport()
    // The notice is only for visitors coming from a chat link.
    await page.goto(`/${locale}/request-service`)
    await expect(notice).toBeHidden()

    await page.goto(solutions)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service#chat$`))
    await expect(notice).toBeVisible()
  })

  onlyIn(locale, 'en')(`the home page's "${t.talk}" leads to the support request on a computer, where no chat is`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}`)
    const talk = page.getByRole('link', { name: t.talk })
    await expect(talk).toHaveCount(1)
    await expect(talk).toHaveAttribute('href', `/${locale}/request-service#chat`)
    await talk.click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service#chat$`))
  })

  onlyIn(locale, 'fr')(`@responsive the home page's "${t.talk}" dials the phone at 640 px and less`, async ({ page }) => {
    for (const width of [390, 640]) {
      await page.setViewportSize({ width, height: 844 })
      await page.goto(`/${locale}`)
      const talk = page.getByRole('link', { name: t.talk })
      await expect(talk).toHaveCount(1)
      await expect(talk).toHaveAttribute('href', 'tel:18005550199')
      await expect(talk).toBeVisible()
    }
    await page.setViewportSize({ width: 641, height: 844 })
    await expect(page.getByRole('link', { name: t.talk })).toHaveAttribute('href', `/${locale}/request-service#chat`)
  })
}
