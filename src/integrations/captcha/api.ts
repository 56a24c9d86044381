import { z } from 'zod'
import { badRequestBody, errorBody, type ApiOperation } from '@/lib/http/openapi'

/** Captcha calls (schemas shared by the handlers and /api/docs). */

/** The body of POST /api/recaptcha; `required` is the missing-token message of the active provider (the spec's by default). */
export const captchaCheckBodyFor = (required: string) =>
  z.object({
    token: z.string({ error: required }).trim().min(1, required).max(10_000, 'Token is too long'),
  })

export const captchaCheckBody = captchaCheckBodyFor('Please complete the reCAPTCHA')

export const captchaApi: ApiOperation[] = [
  {
    method: 'get',
    path: '/api/captcha/challenge',
    summary: 'A new ALTCHA proof-of-work challenge (404 when reCAPTCHA is the active provider).',
    tag: 'captcha',
    responses: { 200: { description: 'Challenge for the ALTCHA widget' }, 404: { description: 'reCAPTCHA is active', schema: errorBody }, 429: { description: 'Rate-limited' } },
  },
  {
    method: 'post',
    path: '/api/recaptcha',
    summary: "The spec's captcha check for the active provider; does not use the solution up.",
    tag: 'captcha',
    body: captchaCheckBody,
    responses: {
      200: { description: 'Checked', schema: z.object({ success: z.boolean(), error: z.string().optional() }) },
      400: { description: 'Token missing', schema: badRequestBody },
      429: { description: 'Rate-limited' },
    },
  },
]
