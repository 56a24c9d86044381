'use client'

import { pushEvent } from '@/integrations/analytics'
import { buttonClassName } from '@/ui/Button'

type Props = { thankYouPath: string; labels: { create: string; skip: string } }

/**
 * Spec 3 §4: create account and skip both log the checkout event
 * (order_confirmation_create_account yes / no) and go to the thank-you page, which shows the
 * account message for "create" only. Links styled as buttons: they navigate even before the
 * island hydrates; the event is pushed on click once it has.
 */
export function AccountPromptActions({ thankYouPath, labels }: Props) {
  const choice = (createAccount: boolean) => ({
    href: `${thankYouPath}?account=${createAccount ? 'create' : 'skip'}`,
    onClick: () => pushEvent('checkout', { order_confirmation_create_account: createAccount ? 'yes' : 'no' }),
  })
  return (
    <div className="mt-4 flex flex-wrap gap-3" data-testid="account-prompt-actions">
      <a {...choice(true)} className={buttonClassName({ variant: 'primary' })}>
        {labels.create}
      </a>
      <a {...choice(false)} className={buttonClassName({ variant: 'secondary' })}>
        {labels.skip}
      </a>
    </div>
  )
}
