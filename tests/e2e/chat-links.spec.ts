import { expect, test } from './test'
import { expectNoAxeViolations } from './support'

// Spec 3 §2, §7 (issue 14 "Chat"): a `#open-integrated-chat-box`, a `{{chat}}` or a "Start a chat"
// link presses the page's chat button; a page without a chat leads to the support request; the
// home page's banner button to the chat dials the phone on screens up to 640 px. Both locales.

const texts = {
  en: { richChat: 'chat with a specialist', chat: 'Chat', end: 'End chat', talk: 'Talk to us' },
  fr: { richChat: 'clavardez avec un spécialiste', chat: 'Clavardage', end: 'Terminer le clavardage', talk: 'Parlez-nous' },
} as const

for (const locale of ['en', 'fr'] as const) {
  const t = texts[locale]
  const solutions = `/${locale}/solutions`

  test(`a chat link in ${solutions}' text opens the page's chat, by mouse and by keyboard`, async ({ page }) => {
    await page.goto(solutions)
    // The chat banner's island listens for chat links once it has loaded; before, the link is the plain fallback.
    await page.waitForLoadState('networkidle')
    const link = page.getByRole('link', { name: t.richChat })
    // Without script it leads to the support request.
    await expect(link).toHaveAttribute('href', `/${locale}/request-service#chat`)
    await link.click()
    const chat = page.getByRole('region', { name: t.chat, exact: true })
    await expect(chat).toBeVisible()
    await expect(chat).toBeFocused()
    expect(new URL(page.url()).pathname).toBe(solutions)
    await expectNoAxeViolations(page, `${solutions} (chat opened from a link)`)

    await page.getByRole('button', { name: t.end }).click()
    await expect(chat).toBeHidden()
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(chat).toBeFocused()
    // Pressed again while the chat is open, the link gives the chat the focus once more.
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(chat).toBeFocused()
  })

  test(`the home page's "${t.talk}" leads to the support request on a computer, where no chat is`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto(`/${locale}`)
    const talk = page.getByRole('link', { name: t.talk })
    await expect(talk).toHaveCount(1)
    await expect(talk).toHaveAttribute('href', `/${locale}/request-service#chat`)
    await talk.click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/request-service#chat$`))
  })

  test(`@responsive the home page's "${t.talk}" dials the phone at 640 px and less`, async ({ page }) => {
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
