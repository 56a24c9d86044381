// @vitest-environment jsdom
import { createRef } from 'react'
import { act, cleanup, render, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CaptchaWidget, type CaptchaWidgetHandle, type CaptchaWidgetLabels } from './CaptchaWidget'
import { DEFAULT_CAPTCHA_CLIENT_CONFIG } from './client'

// The web component itself needs a real browser (workers, WebCrypto); here its module only has
// to register the i18n store the widget fills.
const strings = new Map<string, Record<string, string>>()
vi.mock('altcha', () => {
  ;(globalThis as Record<string, unknown>).$altcha = {
    i18n: { get: (k: string) => strings.get(k), set: (k: string, v: Record<string, string>) => strings.set(k, v) },
  }
  return {}
})

const frLabels: CaptchaWidgetLabels = {
  label: 'Je ne suis pas un robot',
  verifying: 'Vérification en cours...',
  verified: 'Vérifié',
  error: 'Échec de la vérification. Réessayez plus tard.',
  expired: 'La vérification a expiré. Réessayez.',
  verificationRequired: 'Vérification requise !',
  waitAlert: 'Vérification en cours... veuillez patienter.',
}

beforeEach(() => {
  strings.clear()
  strings.set('en', { label: "I'm not a robot", footer: 'Protected by ALTCHA' })
})
afterEach(cleanup)

describe('CaptchaWidget (ALTCHA)', () => {
  it('loads the widget on mount with the challenge URL, the locale and the caller’s strings', async () => {
    const { container } = render(
      <CaptchaWidget config={DEFAULT_CAPTCHA_CLIENT_CONFIG} locale="fr" labels={frLabels} onVerified={() => {}} />,
    )
    const widget = await waitFor(() => {
      const element = container.querySelector('altcha-widget')
      expect(element).not.toBeNull()
      return element as HTMLElement
    })
    expect(widget.getAttribute('challenge')).toBe('/api/captcha/challenge')
    expect(widget.getAttribute('language')).toBe('fr')
    expect(JSON.parse(widget.getAttribute('configuration') ?? '{}')).toEqual({ hideFooter: true, hideLogo: true })
    expect(strings.get('fr')).toMatchObject({ label: 'Je ne suis pas un robot', footer: 'Protected by ALTCHA' })
  })

  it('reports the solution, the expiry, and resets through its ref', async () => {
    const onVerified = vi.fn()
    const onExpired = vi.fn()
    const ref = createRef<CaptchaWidgetHandle>()
    const { container } = render(
      <CaptchaWidget ref={ref} config={DEFAULT_CAPTCHA_CLIENT_CONFIG} locale="en" labels={frLabels} onVerified={onVerified} onExpired={onExpired} />,
    )
    await waitFor(() => expect(ref.current?.isReady()).toBe(true))
    // The handle reads "ready" at commit; the widget's listeners come with the effects after it.
    await act(async () => {})
    const widget = container.querySelector('altcha-widget') as HTMLElement & { reset?: () => void }
    expect(widget).not.toBeNull()

    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'eyJwYXlsb2FkIjp0cnVlfQ==' } }))
    })
    expect(onVerified).toHaveBeenCalledWith('eyJwYXlsb2FkIjp0cnVlfQ==')

    act(() => {
      widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'expired' } }))
    })
    expect(onExpired).toHaveBeenCalledTimes(1)

    widget.reset = vi.fn()
    act(() => ref.current?.reset())
    expect(widget.reset).toHaveBeenCalled()
    expect(onExpired).toHaveBeenCalledTimes(2)
  })
})
