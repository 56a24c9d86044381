// Step 1's rules on the form's values: the API's schema (lookupFormSchema, passed in as it loads
// lazily), with each invoice's issue on its own field.
import type { FormErrors } from '@/ui/form'
import type { lookupFormSchema } from '../schema'

export type LookupValues = Record<string, string>

/** The form field of an invoice row (rows keep their id when others are removed). */
export const invoiceField = (id: number) => `invoice${id}`

/** The first message id of each field ('invoices' issues go to the row they name, else the first row). */
export function lookupErrors(schema: typeof lookupFormSchema, values: LookupValues, rows: readonly number[], captchaToken: string): FormErrors {
  const parsed = schema.safeParse({
    accountNumber: values.accountNumber ?? '',
    invoices: rows.map((id) => values[invoiceField(id)] ?? ''),
    firstName: values.firstName ?? '',
    lastName: values.lastName ?? '',
    email: values.email ?? '',
    phone: values.phone ?? '',
    captchaToken,
    retryToken: '',
  })
  if (parsed.success) return {}
  const errors: FormErrors = {}
  for (const issue of parsed.error.issues) {
    const [head, index] = issue.path
    const field = head === 'invoices' ? invoiceField(rows[typeof index === 'number' ? index : 0] ?? rows[0]!) : String(head)
    errors[field] ??= issue.message
  }
  return errors
}
