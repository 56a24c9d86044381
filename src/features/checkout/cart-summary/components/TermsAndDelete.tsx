'use client'

import { useTranslations } from '#i18n/hooks'
import { Button } from '@/ui/Button'
import { Modal } from '@/ui/Modal'
import type { CartLineView } from '@/features/cart'

/**
 * The rental terms: their link opens them in a new tab, and only then can they be accepted
 * (spec 2 §2, cart summary).
 */
export function TermsAcceptance({ href, opened, accepted, onOpen, onToggle }: { href: string; opened: boolean; accepted: boolean; onOpen: () => void; onToggle: (accepted: boolean) => void }) {
  const t = useTranslations('cart.checkout')
  return (
    <div className="mt-4 space-y-2 border-t border-slate-200 pt-4">
      <a
        href={href}
        target="_blank"
        rel="noopener"
        onClick={onOpen}
        onAuxClick={onOpen}
        className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-900"
      >
        {t('termsLink')} <span className="sr-only">{t('termsLinkNewTab')}</span>
      </a>
      <label className="flex items-start gap-3 text-slate-900">
        <input
          type="checkbox"
          className="mt-1 size-5"
          checked={accepted}
          disabled={!opened}
          aria-describedby={opened ? undefined : 'terms-hint'}
          onChange={(event) => onToggle(event.target.checked)}
        />
        {t('termsAccept')}
      </label>
      {opened ? null : (
        <p id="terms-hint" className="text-sm text-slate-700">
          {t('termsHint')}
        </p>
      )}
    </div>
  )
}

/** Asks before a line is deleted from the cart. */
export function DeleteLineDialog({ line, onCancel, onConfirm }: { line: CartLineView | null; onCancel: () => void; onConfirm: () => void }) {
  const t = useTranslations('cart.checkout')
  return (
    <Modal
      open={line !== null}
      onClose={onCancel}
      role="alertdialog"
      size="sm"
      title={t('deleteTitle')}
      description={line ? t('deleteText', { name: line.container.name }) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t('deleteCancel')}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {t('deleteConfirm')}
          </Button>
        </>
      }
    />
  )
}
