// zod issues → `fieldErrors` of a 400 answer: each message under its top-level field, and under
// the item's path too for array items ("invoices.1"), so a form can mark the exact input.
import type * as z from 'zod'
import type { FieldErrors } from '@/lib/http/responses'

export function fieldErrorsOf(error: z.ZodError, rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {}
  const add = (key: string, message: string) => {
    const list = (errors[key] ??= [])
    if (!list.includes(message)) list.push(message)
  }
  for (const issue of error.issues) {
    const [first, ...rest] = issue.path.map(String)
    const top = first === undefined ? '_root' : (rename[first] ?? first)
    add(top, issue.message)
    if (rest.length > 0 && /^\d+$/.test(rest[0]!)) add(`${top}.${rest[0]}`, issue.message)
  }
  return errors
}
