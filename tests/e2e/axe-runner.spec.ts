import { expect, test } from './test'
import { expectNoAxeViolations } from './support'

/*
 * The axe helper itself (tests/e2e/support.ts): it puts axe in a document once and scans that
 * document's later states with it, so it must still see what changed after its first scan, in the
 * page and in a same-origin frame added later. A scan that cannot fail would pass every page.
 */
test('the axe helper fails on a violation added after its first scan, in the page and in a frame', async ({ page }) => {
  await page.goto('/en/request-service')
  await expectNoAxeViolations(page, 'the page as served')
  await page.evaluate(() => {
    const image = document.createElement('img')
    image.src = '/favicon.ico'
    document.querySelector('main')!.append(image)
  })
  await expect(expectNoAxeViolations(page, 'an image without a text')).rejects.toThrow(/image-alt/)
  await page.evaluate(() => document.querySelector('main img:not([alt])')!.setAttribute('alt', 'Boxline'))
  await expectNoAxeViolations(page, 'the image given its text')
  await page.evaluate(
    () =>
      new Promise((loaded) => {
        const frame = document.createElement('iframe')
        frame.title = 'A form'
        frame.srcdoc = '<html lang="en"><body><main><button></button></main></body></html>'
        frame.onload = loaded
        document.querySelector('main')!.append(frame)
      }),
  )
  await expect(expectNoAxeViolations(page, 'a frame with a nameless button')).rejects.toThrow(/button-name/)
})
