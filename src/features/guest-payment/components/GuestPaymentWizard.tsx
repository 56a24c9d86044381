'use client'

import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react'
import { useTranslations } from '#i18n/hooks'
import type { CaptchaClientConfig } from '@/integrations/captcha/client'
import { Spinner } from '@/ui/Spinner'
import { Stepper } from '@/ui/Stepper'
import { useToast } from '@/ui/Toast'
import { guestCaller } from './guestCalls'
import { LookupStep, type FoundInvoices } from './LookupStep'
import type { Lookup, Paid } from './types'
import type { Entries } from './wizardRules'

// Steps 2–4 and the portal modal are not on the page's first load: their code is fetched once the
// payer starts the form, so it is there by the time the lookup answers.
const loadAmountsStep = () => import('./AmountsStep')
const loadPayStep = () => import('./PayStep')
const loadConfirmationStep = () => import('./ConfirmationStep')
const loadPortalUserModal = () => import('./PortalUserModal')
const AmountsStep = lazy(() => loadAmountsStep().then((module) => ({ default: module.AmountsStep })))
const PayStep = lazy(() => loadPayStep().then((module) => ({ default: module.PayStep })))
const ConfirmationStep = lazy(() => loadConfirmationStep().then((module) => ({ default: module.ConfirmationStep })))
const PortalUserModal = lazy(() => loadPortalUserModal().then((module) => ({ default: module.PortalUserModal })))
const preloadSteps = () => Promise.all([loadAmountsStep(), loadPayStep(), loadConfirmationStep(), loadPortalUserModal()]).catch(() => undefined)

type Step = 1 | 2 | 3 | 4

export interface GuestPaymentWizardProps {
  locale: 'en' | 'fr'
  /** The fixed guest key of every call (`x-guest-payment-key`). */
  guestKey: string
  captcha: CaptchaClientConfig
  /** The page's banner: shown on steps 1–3, hidden on the confirmation (spec 2 §2). */
  banner: ReactNode
}

/**
 * The four-step guest payment (README.md "The wizard"): 1 the lookup, 2 the amounts, 3 the hosted
 * frame, 4 the confirmation, with a stepper; focus moves to each step's heading. Everything the
 * payer sees of their invoices comes from the guest calls: the page around it is cached.
 */
export function GuestPaymentWizard({ locale, guestKey, captcha, banner }: GuestPaymentWizardProps) {
  const t = useTranslations('guestPayment')
  const toast = useToast()
  const call = useMemo(() => guestCaller(guestKey, locale), [guestKey, locale])
  const [step, setStep] = useState<Step>(1)
  /** Times step 1 was started over: a new form (and its heading takes focus). */
  const [round, setRound] = useState(0)
  const [lookup, setLookup] = useState<Lookup | null>(null)
  const [entries, setEntries] = useState<Entries>({})
  // Portal enrolment is asked, never assumed: unticked until the payer ticks it (issue 43; a
  // pre-ticked box is not consent under Quebec's Law 25 and CASL — docs/decisions.md).
  const [optIn, setOptIn] = useState(false)
  const [portal, setPortal] = useState<{ url: string } | null>(null)
  const [paid, setPaid] = useState<Paid | null>(null)

  /** After the lookup, the user check and the open items: the modal (a portal user) or step 2. */
  const onFound = useCallback((found: FoundInvoices) => {
    setLookup(found.lookup)
    setEntries(found.entries)
    setOptIn(false)
    if (found.lookup.status === 'PORTAL_USER') setPortal({ url: found.portalUrl })
    else setStep(2)
  }, [])

  /** Back from step 2 and "Pay another invoice": everything cleared, a new form. */
  const startOver = useCallback(() => {
    setLookup(null)
    setEntries({})
    setPaid(null)
    setPortal(null)
    setOptIn(false)
    setRound((count) => count + 1)
    setStep(1)
  }, [])

  /**
   * A payment answered but not accepted: back to the amounts (spec 2 §4) with the server's words
   * when it gave some (they say whether anything was charged), read afresh: another payment may
   * have paid these invoices meanwhile. With nothing left to pay, a new lookup.
   */
  const onNotAccepted = useCallback(
    async (message: string) => {
      toast.error(message || t('errors.paymentNotAccepted'))
      // The lookup's rules load with step 1's first keystroke (LookupStep), not with the page.
      const fresh = lookup ? await import('./submitLookup').then(({ refreshOpenItems }) => refreshOpenItems(call, lookup, entries)).catch(() => null) : null
      if (fresh && fresh.lookup.invoices.length === 0) return startOver()
      if (fresh) {
        setLookup(fresh.lookup)
        setEntries(fresh.entries)
      }
      setStep(2)
    },
    [call, entries, lookup, startOver, t, toast],
  )

  const steps = [
    { id: 'lookup', label: t('steps.lookup') },
    { id: 'amounts', label: t('steps.amounts') },
    { id: 'payment', label: t('steps.payment') },
    { id: 'confirmation', label: t('steps.confirmation') },
  ]
  const stepper = <Stepper steps={steps} current={step - 1} label={t('steps.label')} />
  const loading = (
    <div className="flex justify-center py-16">
      <Spinner size="lg" />
    </div>
  )

  if (step === 4 && lookup && paid)
    return (
      <Suspense fallback={loading}>
        <ConfirmationStep locale={locale} lookup={lookup} paid={paid} stepper={stepper} onAgain={startOver} />
      </Suspense>
    )

  return (
    <>
      {banner}
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8 sm:py-10 lg:px-8">
        {stepper}
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7">
          {step === 1 ? (
            <div className="max-w-3xl">
              <LookupStep
                key={round}
                locale={locale}
                call={call}
                captcha={captcha}
                heading={t('lookup.heading')}
                focusHeading={round > 0}
                onFound={onFound}
                onStarted={() => void preloadSteps()}
              />
            </div>
          ) : null}
          <Suspense fallback={loading}>
            {step === 2 && lookup ? (
              <AmountsStep
                locale={locale}
                lookup={lookup}
                entries={entries}
                onEntries={setEntries}
                optIn={lookup.status === 'GUEST' ? optIn : null}
                onOptIn={setOptIn}
                heading={t('amounts.heading')}
                onBack={startOver}
                onNext={() => setStep(3)}
              />
            ) : null}
            {step === 3 && lookup ? (
              <PayStep
                locale={locale}
                call={call}
                lookup={lookup}
                entries={entries}
                register={lookup.status === 'GUEST' && optIn}
                onBack={() => setStep(2)}
                onPaid={(result) => {
                  setPaid(result)
                  setStep(4)
                }}
                onNotAccepted={onNotAccepted}
              />
            ) : null}
            {portal && lookup ? (
              <PortalUserModal
                email={lookup.payer.email}
                portalUrl={portal.url}
                onContinue={() => {
                  setPortal(null)
                  setStep(2)
                }}
              />
            ) : null}
          </Suspense>
        </div>
      </div>
    </>
  )
}
