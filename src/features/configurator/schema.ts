import { z } from 'zod'
import type { DateRuleContext } from '@/lib/configuratorDates'
import { messageId } from '@/lib/messageKeys'
import { kitQuantityError, quantityError } from '@/lib/quantities'
import { checkDateRange } from '@/lib/zodDates'
import { report } from '@/lib/zodRules'

const id = z.string({ error: messageId('required') }).trim().min(1, messageId('required')).max(64)
const quantity = (min: 0 | 1) =>
  z.number({ error: messageId('required') }).superRefine((value, ctx) => {
    const key = quantityError(value, min)
    if (key) report(ctx, key)
  })

/**
 * One tab's configuration as the visitor submits it with Continue: the same schema checks the
 * form in the browser and POST /api/cart on the server. Dates are typed text (mm/dd/yyyy);
 * `context` supplies today (business time zone) and the closure days — a function so the server
 * reads it at parse time. Whether kitId is the None kit is only known from the catalog, so the
 * 0-quantity rule is checked by the server against the kit (`kitIsNone`).
 */
export function configurationSchema(context: DateRuleContext | (() => DateRuleContext)) {
  return z
    .object({
      categoryId: id,
      containerId: id,
      containerQuantity: quantity(1),
      kitId: id,
      kitQuantity: quantity(0),
      startDate: z.string({ error: messageId('dateFormat') }).max(10, messageId('dateFormat')),
      endDate: z.string({ error: messageId('dateFormat') }).max(10, messageId('dateFormat')),
    })
    .superRefine((data, ctx) => {
      const key = kitQuantityError(data.kitQuantity, data.containerQuantity)
      if (key) report(ctx, key, ['kitQuantity'])
    })
    .superRefine(checkDateRange((d) => ({ start: d.startDate, end: d.endDate }), { start: ['startDate'], end: ['endDate'] }, context, 'mdy'))
}

export type ConfigurationInput = z.input<ReturnType<typeof configurationSchema>>
