import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { phoneField } from './zodPhone'

/** The issues of a failed parse as { path: message } pairs, or the data when it succeeds. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true as const, data: result.data }
  return { ok: false as const, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }
}

describe('phoneField', () => {
  it('phone: normalizes, then checks', () => {
    expect(run(phoneField(), '(416) 555-0199')).toEqual({ ok: true, data: '+1 416 555 0199' })
    expect(run(phoneField(), '+14165550199')).toEqual({ ok: true, data: '+1 416 555 0199' })
    expect(run(phoneField(), '')).toMatchObject({ issues: [{ message: 'validation.phoneRequired' }] })
    expect(run(phoneField(), '+44 20 7946 0958')).toMatchObject({ issues: [{ message: 'validation.phoneInvalid' }] })
  })
})
