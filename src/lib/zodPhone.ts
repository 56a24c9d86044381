// zod wrapper of the phone rule (kept apart: it bundles libphonenumber's metadata).
import { z } from 'zod'
import { messageId } from './messageKeys'
import { normalizePhone, phoneError } from './phone'
import { report } from './zodRules'

/**
 * Phone: any valid US/CA entry is first normalized to "+1 ddd ddd dddd", then phoneError runs,
 * so the output is always canonical (toApiPhone gives the back-office form).
 */
export const phoneField = () =>
  z
    .string({ error: messageId('phoneRequired') })
    .transform((v) => normalizePhone(v) ?? v.trim())
    .superRefine((value, ctx) => {
      const key = phoneError(value)
      if (key) report(ctx, key)
    })
