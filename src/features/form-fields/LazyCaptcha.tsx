'use client'

import { forwardRef, useEffect, useImperativeHandle, useRef, useState, type ComponentType, type RefAttributes } from 'react'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import type { CaptchaWidgetHandle, CaptchaWidgetLabels, CaptchaWidgetProps } from '@/integrations/captcha/CaptchaWidget'

type Widget = ComponentType<CaptchaWidgetProps & RefAttributes<CaptchaWidgetHandle>>

export interface LazyCaptchaProps {
  config: CaptchaClientConfig
  locale: 'en' | 'fr'
  labels: CaptchaWidgetLabels
  onVerified: (token: string) => void
  onExpired: () => void
  /** Load now (e.g. the visitor started filling the form). It also loads when scrolled near. */
  load: boolean
  className?: string
}

/**
 * The captcha widget, loaded only when needed: when `load` turns true or its place comes within
 * 400 px of the viewport. Until then a box of the widget's height holds its place (no layout
 * shift) and the page ships none of the widget's code.
 */
export const LazyCaptcha = forwardRef<CaptchaWidgetHandle, LazyCaptchaProps>(function LazyCaptcha({ load, className, ...props }, ref) {
  const [Component, setComponent] = useState<Widget | null>(null)
  const [wanted, setWanted] = useState(load)
  const box = useRef<HTMLDivElement>(null)
  const widget = useRef<CaptchaWidgetHandle>(null)

  // One handle for the component's life (it reads the widget when called): a callback ref (the
  // form's `useCaptcha`) is called once, not on every render — that would set its state in a loop.
  useImperativeHandle(
    ref,
    () => ({
      reset: () => widget.current?.reset(),
      isReady: () => widget.current?.isReady() ?? false,
    }),
    [],
  )

  useEffect(() => {
    if (load) setWanted(true)
  }, [load])

  useEffect(() => {
    if (wanted || !box.current || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setWanted(true), { rootMargin: '400px' })
    observer.observe(box.current)
    return () => observer.disconnect()
  }, [wanted])

  useEffect(() => {
    if (!wanted || Component) return
    let cancelled = false
    import('@/integrations/captcha/CaptchaWidget').then((module) => !cancelled && setComponent(() => module.CaptchaWidget))
    return () => {
      cancelled = true
    }
  }, [wanted, Component])

  return (
    <div ref={box} className={className} style={{ minHeight: 66 }}>
      {Component ? <Component ref={widget} {...props} /> : null}
    </div>
  )
})
