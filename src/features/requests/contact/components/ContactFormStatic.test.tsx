// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, describe, expect, it } from 'vitest'
import fr from '@messages/fr.json'
import '@/ui/test-setup'
import { ContactForm } from './ContactForm'
import { ContactFormStatic } from './ContactFormStatic'

const m = fr.contactRequest
const props = { locale: 'fr' as const, formId: 'mini-form-x', topic: 'Sujet', submitLabel: 'Rappelez-moi', consent: 'Consentement.', captcha: { provider: 'altcha' as const, challengeUrl: '/api/captcha/challenge' } }
const texts = {
  requiredNote: m.requiredNote,
  labels: { ...m.fields, captcha: m.fields.captcha },
  messageHint: m.fields.messageHint,
  consent: props.consent,
  submit: props.submitLabel,
}

/** A form's shape as a person and the swap see it: each control's tag, id, name, type, label and required mark, and the texts. */
function shape(container: HTMLElement) {
  const form = container.querySelector('form')!
  const controls = [...form.querySelectorAll('input, textarea, button')].map((el) => ({
    tag: el.tagName,
    id: el.id,
    name: el.getAttribute('name'),
    type: el.getAttribute('type'),
    autoComplete: el.getAttribute('autocomplete'),
    maxLength: el.getAttribute('maxlength'),
    label: el.id ? form.querySelector(`label[for="${el.id}"]`)?.textContent : el.textContent,
  }))
  return { method: form.getAttribute('method'), className: form.className, describedBy: form.getAttribute('aria-describedby'), controls, text: form.textContent, legend: form.querySelector('legend')?.textContent }
}

afterEach(cleanup)

describe('the mini-form’s stand-in', () => {
  it('has the live form’s markup, control for control, so nothing moves or is lost when the live form takes its place', () => {
    const live = render(
      <NextIntlClientProvider locale="fr" messages={fr}>
        <ContactForm {...props} />
      </NextIntlClientProvider>,
    )
    const liveShape = shape(live.container)
    cleanup()
    const standIn = render(<ContactFormStatic formId={props.formId} texts={texts} />)
    expect(shape(standIn.container)).toEqual(liveShape)
    expect(liveShape.controls.map((c) => c.name)).toEqual(['firstName', 'lastName', 'company', 'email', 'phone', 'message', null])
    // Sent before any script runs, what was typed never lands in an address (a GET's query).
    expect(liveShape.method).toBe('post')
  })
})
