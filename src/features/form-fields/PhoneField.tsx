'use client'

import { TextField, type TextFieldProps } from '@/ui/form/TextField'
import type { FormApi } from '@/ui/form/useForm'

export interface PhoneFieldProps extends Omit<TextFieldProps, 'form'> {
  form: TextFieldProps['form'] & Pick<FormApi<object>, 'rewrite'>
  /**
   * The form's rules module (its schema re-exports `normalizePhone` from lib/phone): the phone
   * rules load with the rules, not with the page.
   */
  rules: () => Promise<{ normalizePhone: (text: string) => string | null }>
}

/** A North American phone number, written the canonical way (+1 416 555 0199) once left when valid. */
export function PhoneField({ form, field, input, onBlur, rules, ...props }: PhoneFieldProps) {
  return (
    <TextField
      form={form}
      field={field}
      input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30, ...input }}
      onBlur={() => {
        onBlur?.()
        void rules().then(({ normalizePhone }) => form.rewrite(field, (typed) => normalizePhone(typed) ?? typed))
      }}
      {...props}
    />
  )
}
