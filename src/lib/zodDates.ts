// zod wrappers of the configurator's date rules (kept apart: they bundle the holiday calendar).
import { z } from 'zod'
import { readDateText, type DateTextFormat, type IsoDate } from './calendarDate'
import { validateEndDate, validateStartDate, type DateRuleContext } from './configuratorDates'
import { messageId } from './messageKeys'
import { report, type RefinementCtx } from './zodRules'

type ContextSource = DateRuleContext | (() => DateRuleContext)
const resolve = (source: ContextSource): DateRuleContext => (typeof source === 'function' ? source() : source)

/**
 * For object schemas holding a start and an end date: reports each field's first error at its
 * path. `context` may be a function, read at parse time (today changes; closures come from the
 * database). format 'mdy' for the typed form texts, 'iso' for `yyyy-mm-dd` API fields.
 */
export function checkDateRange<T>(
  pick: (data: T) => { start: string; end: string },
  paths: { start: PropertyKey[]; end: PropertyKey[] },
  context: ContextSource,
  format: DateTextFormat = 'mdy',
) {
  return (data: T, ctx: RefinementCtx) => {
    const rules = resolve(context)
    const { start, end } = pick(data)
    const s = validateStartDate(start, rules, format)
    if (!s.ok) report(ctx, s.error, paths.start)
    const e = validateEndDate(end, start, rules, format)
    if (!e.ok) report(ctx, e.error, paths.end)
  }
}

/**
 * `{ startDate, endDate }` checked together; the output holds both as `yyyy-mm-dd`.
 */
export function dateRangeSchema(context: ContextSource, format: DateTextFormat = 'mdy') {
  const toIso = (text: string): IsoDate => {
    const parsed = readDateText(text, format)
    return parsed.ok ? parsed.date : text
  }
  return z
    .object({
      startDate: z.string({ error: messageId('required') }),
      endDate: z.string({ error: messageId('required') }),
    })
    .superRefine(checkDateRange((d) => ({ start: d.startDate, end: d.endDate }), { start: ['startDate'], end: ['endDate'] }, context, format))
    .transform((d) => ({ startDate: toIso(d.startDate), endDate: toIso(d.endDate) }))
}
