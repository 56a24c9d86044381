import type { InputHTMLAttributes } from 'react'
import { buttonClassName } from '@/ui/Button'
import { Field, controlClassName } from '@/ui/Field'
import { CONTACT_MESSAGE_MAX_LENGTH, type ContactField } from '../fields'

export interface ContactFormTexts {
  requiredNote: string
  labels: Record<Exclude<ContactField, 'captchaToken'>, string> & { captcha: string }
  messageHint: string
  consent: string
  submit: string
}

/**
 * The mini-form's server-rendered stand-in (DeferredForm): the live ContactForm's markup, field
 * for field (ids, names, labels, sizes), so nothing moves when the live form takes its place, and
 * text typed in it is kept. Keep the two in step.
 */
export function ContactFormStatic({ formId, texts }: { formId: string; texts: ContactFormTexts }) {
  const id = (field: string) => `${formId}-${field}`
  const text = (field: Exclude<ContactField, 'captchaToken'>, input: InputHTMLAttributes<HTMLInputElement>, required = true) => (
    <Field label={texts.labels[field]} id={id(field)} required={required}>
      {(control) => <input type="text" {...control} name={field} {...input} className={controlClassName(false)} />}
    </Field>
  )
  const pair = 'grid gap-5 @md:grid-cols-2'
  return (
    <form noValidate method="post" className="@container flex flex-col gap-5" aria-describedby={id('required-note')}>
      <p id={id('required-note')} className="text-sm text-slate-600">
        {texts.requiredNote}
      </p>
      <div className={pair}>
        {text('firstName', { maxLength: 60, autoComplete: 'given-name' })}
        {text('lastName', { maxLength: 60, autoComplete: 'family-name' })}
      </div>
      {text('company', { maxLength: 120, autoComplete: 'organization' })}
      <div className={pair}>
        {text('email', { type: 'email', maxLength: 254, autoComplete: 'email', inputMode: 'email', spellCheck: false })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: 30 })}
      </div>
      <Field label={texts.labels.message} id={id('message')} description={texts.messageHint}>
        {(control) => <textarea {...control} name="message" rows={3} maxLength={CONTACT_MESSAGE_MAX_LENGTH} className={controlClassName(false, 'resize-y')} />}
      </Field>
      <p className="text-sm text-slate-700">{texts.consent}</p>
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold text-slate-900">
          {texts.labels.captcha}
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        </legend>
        <div id={id('captchaToken')} tabIndex={-1} className="w-fit max-w-full rounded-md">
          <div style={{ minHeight: 66 }} />
        </div>
      </fieldset>
      <button type="submit" className={buttonClassName({ size: 'lg', className: 'w-full @md:w-auto @md:self-start' })}>
        {texts.submit}
      </button>
    </form>
  )
}
