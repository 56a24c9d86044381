import { NextResponse } from 'next/server'
import { captchaText, checkCaptcha, clientIp } from '@/integrations/captcha'
import { badRequest, NO_STORE, readJson, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'
import { captchaCheckBodyFor } from '@/integrations/captcha/api'

/**
 * POST /api/recaptcha {token} — the spec's captcha check, for whichever provider is active
 * (ALTCHA payload or reCAPTCHA token). Does not use the token up: the form sends it again with
 * its submission, where the handler calls verifyCaptcha().
 * 200 {success: true} | 200 {success: false, error: 'reCAPTCHA verification failed'} (with the
 * embedded captcha: 'Verification failed. Please confirm again that you are not a robot.');
 * 400 {error, fieldErrors: {token}} when the token is missing; 429 when rate-limited.
 */
export const dynamic = 'force-dynamic'

export async function POST(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.captchaCheck)
  if (limited) return limited
  const parsed = captchaCheckBodyFor(captchaText('required')).safeParse(await readJson(request))
  if (!parsed.success) return badRequest(parsed.error)
  try {
    const result = await checkCaptcha(parsed.data.token, { remoteIp: clientIp(request) })
    return NextResponse.json(
      result.success ? { success: true } : { success: false, error: captchaText('verificationFailed') },
      { headers: NO_STORE },
    )
  } catch (error) {
    return serverError('recaptcha', error, request)
  }
}
