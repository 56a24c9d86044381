'use client'

import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react'
import { FieldsetField } from '@/ui/form/FieldsetField'
import type { FormApi } from '@/ui/form/useForm'
import type { CaptchaApi } from './useCaptcha'

const CaptchaSlot = lazy(() => import('./CaptchaSlot'))

export interface CaptchaFieldProps {
  form: Pick<FormApi<object>, 'errorText' | 'idOf' | 'clearServerErrors'>
  captcha: CaptchaApi
  /** The form's field of the token (its error and the summary link). */
  field?: string
  label: ReactNode
  locale: 'en' | 'fr'
  /** Load the widget now (the visitor started the form); it also loads when scrolled within 400 px. */
  load: boolean
  onExpired?: () => void
}

/**
 * The captcha as a field of a form: legend, the widget, its inline error. Until the widget is
 * wanted a box of its height holds its place (no layout shift) and the page ships none of its code.
 */
export function CaptchaField({ form, captcha, field = 'captchaToken', label, locale, load, onExpired }: CaptchaFieldProps) {
  const [near, setNear] = useState(false)
  const box = useRef<HTMLDivElement>(null)
  const wanted = load || near
  const { attach, config, setToken } = captcha

  useEffect(() => {
    if (wanted || !box.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: '400px' })
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [wanted])

  return (
    <FieldsetField form={form} field={field} legend={label} required>
      <div id={form.idOf(field)} tabIndex={-1} className="w-fit max-w-full rounded-md">
        <div ref={box} style={{ minHeight: 66 }}>
          {wanted ? (
            <Suspense fallback={null}>
              <CaptchaSlot
                ref={attach}
                config={config}
                locale={locale}
                onVerified={(token) => {
                  setToken(token)
                  form.clearServerErrors(field)
                }}
                onExpired={() => {
                  setToken('')
                  onExpired?.()
                }}
              />
            </Suspense>
          ) : null}
        </div>
      </div>
    </FieldsetField>
  )
}
