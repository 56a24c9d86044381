'use client'

import { useRef } from 'react'
import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'
import { ButtonLink } from '@/ui/ButtonLink'
import { Modal } from '@/ui/Modal'

export interface PortalUserModalProps {
  email: string
  portalUrl: string
  onContinue: () => void
}

/**
 * Spec 1 §2.5, §4: the e-mail belongs to a portal user of the account — sign in to the customer
 * portal, or continue as a guest. Escape continues as a guest, the way a payer who dismisses the
 * offer means it; there is no close button, so the two choices are all the dialog shows.
 */
export function PortalUserModal({ email, portalUrl, onContinue }: PortalUserModalProps) {
  const t = useTranslations('guestPayment.portal')
  const continueRef = useRef<HTMLButtonElement>(null)
  return (
    <Modal
      open
      onClose={onContinue}
      title={t('title')}
      description={t('intro', { email })}
      size="lg"
      closeOnBackdropClick={false}
      hideCloseButton
      initialFocusRef={continueRef}
      footer={
        <>
          {portalUrl ? (
            <ButtonLink href={portalUrl} variant="secondary">
              {t('signIn')}
            </ButtonLink>
          ) : null}
          <Button ref={continueRef} onClick={onContinue}>
            {t('continueAsGuest')}
          </Button>
        </>
      }
    >
      <p className="text-slate-800">{t('offer')}</p>
    </Modal>
  )
}
