import 'server-only'
import * as z from 'zod'

/**
 * The feature flag of spec 2 §5 ("a captcha token is required unless a feature flag is set"):
 * env CHECKOUT_CAPTCHA=off turns the checkout captcha off (no widget, no token asked for nor
 * checked); unset or `on` keeps it. Any other value stops the request with a clear message.
 */
const flag = z.enum(['on', 'off'], { error: 'CHECKOUT_CAPTCHA must be "on" or "off"' }).default('on')

export function isCheckoutCaptchaRequired(env: Record<string, string | undefined> = process.env): boolean {
  const raw = env.CHECKOUT_CAPTCHA?.trim().toLowerCase()
  const parsed = flag.safeParse(raw === '' ? undefined : raw)
  if (!parsed.success) throw new Error(parsed.error.issues[0]!.message)
  return parsed.data === 'on'
}
