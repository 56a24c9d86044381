import { NextResponse } from 'next/server'
import { createCaptchaChallenge } from '@/integrations/captcha'
import { NO_STORE, serverError } from '@/lib/http/responses'
import { rateLimit } from '@/lib/http/rateLimit'
import { RATE_LIMITS } from '@/lib/http/rateLimitRules'

/**
 * GET /api/captcha/challenge — a new ALTCHA challenge for the widget:
 * {parameters: {algorithm, nonce, salt, cost, keyLength, keyPrefix, keySignature, expiresAt}, signature}.
 * 404 when reCAPTCHA is the active provider; 429 when rate-limited (each challenge costs the
 * server one key derivation). Never cached.
 */
export const dynamic = 'force-dynamic'

export async function GET(request: Request) {
  const limited = await rateLimit(request, RATE_LIMITS.captchaChallenge)
  if (limited) return limited
  try {
    const challenge = await createCaptchaChallenge()
    if (!challenge) return NextResponse.json({ error: 'Not found' }, { status: 404, headers: NO_STORE })
    return NextResponse.json(challenge, { headers: NO_STORE })
  } catch (error) {
    return serverError('captcha/challenge', error, request)
  }
}
