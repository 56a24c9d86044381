import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { addDays, isoToMdy } from './calendarDate'
import { validateEndDate, validateStartDate, type DateRuleContext } from './configuratorDates'
import { checkDateRange, dateRangeSchema } from './zodDates'

/** The issues of a failed parse as { path: message } pairs, or the data when it succeeds. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input)
  if (result.success) return { ok: true as const, data: result.data }
  return { ok: false as const, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })) }
}

describe('dateRangeSchema', () => {
  const ctx: DateRuleContext = { today: '2026-03-02' }

  it('outputs yyyy-mm-dd dates when both are valid', () => {
    expect(run(dateRangeSchema(ctx), { startDate: '03/05/2026', endDate: '04/02/2026' })).toEqual({
      ok: true,
      data: { startDate: '2026-03-05', endDate: '2026-04-02' },
    })
    expect(run(dateRangeSchema(ctx, 'iso'), { startDate: '2026-03-05', endDate: '2026-04-02' })).toEqual({
      ok: true,
      data: { startDate: '2026-03-05', endDate: '2026-04-02' },
    })
  })

  it('reports each field at its path', () => {
    expect(run(dateRangeSchema(ctx), { startDate: '03/07/2026', endDate: '03/20/2026' })).toEqual({
      ok: false,
      issues: [
        { path: 'startDate', message: 'validation.startDateWeekend' },
        { path: 'endDate', message: 'validation.startDateFirst' },
      ],
    })
    expect(run(dateRangeSchema(ctx, 'iso'), { startDate: '2026-03-05', endDate: '2026-03-05' })).toEqual({
      ok: false,
      issues: [{ path: 'endDate', message: 'validation.endDateAfterStart' }],
    })
  })

  it('reads a context function at parse time', () => {
    let today = '2026-03-02'
    const schema = dateRangeSchema(() => ({ today }))
    const input = { startDate: '03/05/2026', endDate: '03/06/2026' }
    expect(run(schema, input).ok).toBe(true)
    today = '2026-03-03'
    expect(run(schema, input)).toEqual({
      ok: false,
      issues: [
        { path: 'startDate', message: 'validation.startDateTooSoon' },
        { path: 'endDate', message: 'validation.startDateFirst' },
      ],
    })
  })

  it('agrees with validateStartDate / validateEndDate (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 40 }), fc.integer({ min: -3, max: 60 }), (s, e) => {
        const start = isoToMdy(addDays(ctx.today, s))
        const end = isoToMdy(addDays(ctx.today, s + e))
        const result = dateRangeSchema(ctx).safeParse({ startDate: start, endDate: end })
        const startOk = validateStartDate(start, ctx)
        const endOk = validateEndDate(end, start, ctx)
        expect(result.success).toBe(startOk.ok && endOk.ok)
        if (!result.success) {
          const byPath = Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]))
          expect(byPath.startDate).toBe(startOk.ok ? undefined : `validation.${startOk.error}`)
          expect(byPath.endDate).toBe(endOk.ok ? undefined : `validation.${endOk.error}`)
        }
      }),
    )
  })
})

describe('checkDateRange', () => {
  it('works on nested fields with custom paths', () => {
    const schema = z
      .object({ rental: z.object({ from: z.string(), to: z.string() }) })
      .superRefine(
        checkDateRange((d) => ({ start: d.rental.from, end: d.rental.to }), { start: ['rental', 'from'], end: ['rental', 'to'] }, {
          today: '2026-03-02',
          closures: ['2026-03-10'],
        }),
      )
    expect(run(schema, { rental: { from: '03/10/2026', to: '03/11/2026' } })).toEqual({
      ok: false,
      issues: [
        { path: 'rental.from', message: 'validation.startDateHoliday' },
        { path: 'rental.to', message: 'validation.startDateFirst' },
      ],
    })
    expect(run(schema, { rental: { from: '03/06/2026', to: '03/09/2026' } }).ok).toBe(true)
  })
})
