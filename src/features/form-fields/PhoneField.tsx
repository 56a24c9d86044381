'use client'

import { TextField, type TextFieldProps } from '@/ui/form/FormFields'
import type { FormApi } from '@/ui/form/useForm'
import { once } from '@/ui/form/useLazyModule'

// The phone rules (libphonenumber-js) load on leaving the field, not with the page.
const loadPhone = once(() => import('@/lib/phone'))

export interface PhoneFieldProps extends Omit<TextFieldProps, 'form'> {
  form: TextFieldProps['form'] & Pick<FormApi<object>, 'rewrite'>
}

/** A North American phone number, written the canonical way (+1 416 555 0199) once left when valid. */
export function PhoneField({ form, field, input, onBlur, ...props }: PhoneFieldProps) {
  return (
    <TextField
      form={form}
      field={field}
      input={{ type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30, ...input }}
      onBlur={() => {
        onBlur?.()
        void loadPhone().then(({ normalizePhone }) => form.rewrite(field, (typed) => normalizePhone(typed) ?? typed))
      }}
      {...props}
    />
  )
}
