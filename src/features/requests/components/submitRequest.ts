'use client'

import type { CaptchaApi } from '@/features/form-fields'
import { checkCaptchaToken } from '@/integrations/captcha/client'
import type { FormApi, FormErrors } from '@/ui/form'
import { newIdempotencyKey } from '@/lib/idempotencyKey'
import { postJson } from '@/ui/form'

export interface RequestSubmission {
  form: Pick<FormApi<object>, 'attempt' | 'submitting' | 'setSubmitting' | 'applyServerErrors'>
  captcha: CaptchaApi
  /** Every rule at once (the schema, loaded if need be, and the checks beside it); `blocked` by a check (ZIP unknown…). */
  check: () => Promise<{ errors: FormErrors; blocked?: boolean }>
  url: string
  body: (captchaToken: string, idempotencyKey: string) => unknown
  /** The key of this form's request ('' until the first submit makes one): a retry sends the same. */
  idempotencyKey: string
  /** Keeps the key made at the first submit. */
  onIdempotencyKey: (key: string) => void
  /** The fields the server's 400 may name. */
  fields: readonly string[]
  toastError: (text: string) => void
  /** 'Error submitting request', or the server's message. */
  failedText: string
  /** The message when the request could not be sent at all (network). */
  networkFailedText?: string
  onInvalid?: (fields: string[]) => void
  onSending?: () => void
  /** Sent: the server's answer (`message`, `reference`). */
  onSent: (answer: { message?: string; reference?: string }) => void
  onRefused?: (status: number) => void
}

/**
 * A request form's submit (spec 1 §4 quote submit, support flow): every field shows its error; a
 * valid form needs the captcha loaded and solved, which is pre-checked (POST /api/recaptcha);
 * then the request is posted with a spinner on the button. Sent → `onSent` (the thank-you page);
 * a 400 puts the server's errors on their fields; another refusal toasts the server's message and
 * resets the captcha; a network failure toasts `networkFailedText`.
 */
export async function submitRequest(submission: RequestSubmission): Promise<void> {
  const { form, captcha, toastError, failedText } = submission
  if (form.submitting) return
  form.attempt()
  const { errors, blocked } = await submission.check()
  const invalid = Object.keys(errors).filter((field) => field !== 'captchaToken')
  if (invalid.length > 0 || blocked) {
    submission.onInvalid?.(invalid)
    return
  }
  if (!captcha.ensureLoaded() || errors.captchaToken) return

  form.setSubmitting(true)
  submission.onSending?.()
  try {
    if (!(await captcha.verify(checkCaptchaToken))) {
      form.setSubmitting(false)
      return
    }
    const key = submission.idempotencyKey || newIdempotencyKey()
    submission.onIdempotencyKey(key)
    const answer = await postJson<{ reference?: string }>(submission.url, submission.body(captcha.token, key))
    if (answer.ok) {
      submission.onSent(answer.body)
      return
    }
    submission.onRefused?.(answer.status)
    if (answer.status === 400 && answer.body.fieldErrors) {
      form.applyServerErrors(answer.body.fieldErrors, submission.fields)
      toastError(failedText)
    } else {
      toastError(answer.body.error || answer.body.message || failedText)
      captcha.reset()
    }
  } catch (error) {
    console.error('Submitting the request failed', error)
    toastError(submission.networkFailedText ?? failedText)
    captcha.reset()
  }
  form.setSubmitting(false)
}
