'use client'

import type {} from 'altcha/types/react'
import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { CaptchaClientConfig } from './client'

/**
 * Renders the active captcha: the ALTCHA web component (embedded) or Google reCAPTCHA v2.
 * Reports the token through `onVerified(token)`; the form sends it with its submission (and may
 * pre-check it with `checkCaptchaToken`). Reset it through the ref after a failed submission.
 *
 * The widget code loads on mount only (dynamic import / script tag), keeping it out of the
 * page's first-load JavaScript. Texts come from the caller (messages `captcha.widget.*`).
 */

/** ALTCHA's UI strings (see the altcha package's i18n files); missing ones fall back to English. */
export interface CaptchaWidgetLabels {
  label: string
  verifying: string
  verified: string
  error: string
  expired: string
  verificationRequired: string
  waitAlert: string
  loading?: string
  reload?: string
  verify?: string
  cancel?: string
  ariaLinkLabel?: string
}

export interface CaptchaWidgetHandle {
  /** Clears the solution so the user solves a new challenge. */
  reset(): void
  /** True once the widget code has loaded (the spec's "reCAPTCHA not loaded" check). */
  isReady(): boolean
}

export interface CaptchaWidgetProps {
  config: CaptchaClientConfig
  locale: 'en' | 'fr'
  labels: CaptchaWidgetLabels
  onVerified: (token: string) => void
  /** The solution expired or was reset: the form must not submit the old token. */
  onExpired?: () => void
  onError?: () => void
  /** ALTCHA: hide the "Protected by ALTCHA" footer and the logo. */
  hideFooter?: boolean
  hideLogo?: boolean
  className?: string
}

interface AltchaElement extends HTMLElement {
  reset?: (state?: string) => void
}

type Grecaptcha = {
  render(container: HTMLElement, params: Record<string, unknown>): number
  reset(widgetId?: number): void
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha
    __boxlineRecaptchaLoaded?: () => void
  }
}

let recaptchaScript: Promise<Grecaptcha> | undefined

/** Loads Google's script once (explicit rendering). */
function loadRecaptcha(locale: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__boxlineRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('grecaptcha missing')))
    const script = document.createElement('script')
    script.src = `https://www.google.com/recaptcha/api.js?onload=__boxlineRecaptchaLoaded&render=explicit&hl=${encodeURIComponent(locale)}`
    script.async = true
    script.defer = true
    script.onerror = () => {
      recaptchaScript = undefined
      reject(new Error('reCAPTCHA script failed to load'))
    }
    document.head.appendChild(script)
  })
  return recaptchaScript
}

export const CaptchaWidget = forwardRef<CaptchaWidgetHandle, CaptchaWidgetProps>(function CaptchaWidget(
  { config, locale, labels, onVerified, onExpired, onError, hideFooter = true, hideLogo = true, className },
  ref,
) {
  const altchaRef = useRef<AltchaElement | null>(null)
  const recaptchaRef = useRef<HTMLDivElement | null>(null)
  const recaptchaId = useRef<number | undefined>(undefined)
  const [ready, setReady] = useState(false)
  // Latest callbacks without re-running the effects that attach listeners.
  const callbacks = useRef({ onVerified, onExpired, onError })
  callbacks.current = { onVerified, onExpired, onError }

  // ALTCHA: load the web component and register the caller's strings for this locale.
  useEffect(() => {
    if (config.provider !== 'altcha') return
    let cancelled = false
    import('altcha')
      .then(() => {
        if (cancelled) return
        const registry = globalThis.$altcha.i18n
        registry.set(locale, { ...(registry.get('en') ?? {}), ...(registry.get(locale) ?? {}), ...definedOnly(labels) })
        setReady(true)
      })
      .catch(() => callbacks.current.onError?.())
    return () => {
      cancelled = true
    }
  }, [config.provider, locale, labels])

  useEffect(() => {
    const element = altchaRef.current
    if (config.provider !== 'altcha' || !ready || !element) return
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload
      if (payload) callbacks.current.onVerified(payload)
    }
    const stateChange = (event: Event) => {
      const state = (event as CustomEvent<{ state?: string }>).detail?.state
      if (state === 'expired') callbacks.current.onExpired?.()
      if (state === 'error') callbacks.current.onError?.()
    }
    element.addEventListener('verified', verified)
    element.addEventListener('statechange', stateChange)
    return () => {
      element.removeEventListener('verified', verified)
      element.removeEventListener('statechange', stateChange)
    }
  }, [config.provider, ready])

  // reCAPTCHA: load Google's script and render into the container.
  useEffect(() => {
    if (config.provider !== 'recaptcha' || !config.siteKey) return
    let cancelled = false
    loadRecaptcha(locale)
      .then((grecaptcha) => {
        if (cancelled || !recaptchaRef.current || recaptchaId.current !== undefined) return
        recaptchaId.current = grecaptcha.render(recaptchaRef.current, {
          sitekey: config.siteKey,
          hl: locale,
          callback: (token: string) => callbacks.current.onVerified(token),
          'expired-callback': () => callbacks.current.onExpired?.(),
          'error-callback': () => callbacks.current.onError?.(),
        })
        setReady(true)
      })
      .catch(() => callbacks.current.onError?.())
    return () => {
      cancelled = true
    }
  }, [config.provider, config.siteKey, locale])

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        if (config.provider === 'altcha') altchaRef.current?.reset?.()
        else if (recaptchaId.current !== undefined) window.grecaptcha?.reset(recaptchaId.current)
        callbacks.current.onExpired?.()
      },
      isReady: () => ready,
    }),
    [config.provider, ready],
  )

  if (config.provider === 'recaptcha') {
    return <div ref={recaptchaRef} className={className} style={{ minHeight: 78 }} />
  }
  return (
    <div className={className} style={{ minHeight: 66 }}>
      {ready ? (
        <altcha-widget
          ref={altchaRef}
          challenge={config.challengeUrl}
          language={locale}
          name="captchaToken"
          configuration={JSON.stringify({ hideFooter, hideLogo })}
        />
      ) : null}
    </div>
  )
})

function definedOnly(labels: CaptchaWidgetLabels): Record<string, string> {
  return Object.fromEntries(Object.entries(labels).filter(([, value]) => typeof value === 'string'))
}
