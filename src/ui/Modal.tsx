'use client'

import { useId, useRef, type ReactNode, type RefObject } from 'react'
import { useTranslations } from '#i18n/hooks'
import { cx, focusRing } from './cx'
import { useModalDialog } from './useModalDialog'

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl'

export interface ModalProps {
  open: boolean
  /** Called on Escape, backdrop click (if enabled) and the close button. Set `open` false in it. */
  onClose: () => void
  /** Dialog title; labels the dialog. */
  title: ReactNode
  children?: ReactNode
  /** Text under the title; describes the dialog (aria-describedby). */
  description?: ReactNode
  /** Actions row at the bottom (buttons). */
  footer?: ReactNode
  /** Close when the backdrop is clicked. Default true. */
  closeOnBackdropClick?: boolean
  /** Close on Escape. Default true; set false only for dialogs that must not be interrupted. */
  closeOnEscape?: boolean
  hideCloseButton?: boolean
  /** Accessible label of the × button. Defaults to the localized "Close". */
  closeLabel?: string
  /** Element to focus when opening; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /** Element to focus when closing (read when opening); defaults to the element focused before opening. */
  returnFocusRef?: RefObject<HTMLElement | null>
  size?: ModalSize
  /** "alertdialog" for confirmations that interrupt the user (e.g. delete a cart line). */
  role?: 'dialog' | 'alertdialog'
  id?: string
  className?: string
}

const sizes: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-lg',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
}

/**
 * Modal dialog on the native <dialog> element (showModal: top layer, inert background).
 * Controlled: render with `open` and close by setting it false in `onClose`.
 * Content is only mounted while open.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  description,
  footer,
  closeOnBackdropClick = true,
  closeOnEscape = true,
  hideCloseButton = false,
  closeLabel,
  initialFocusRef,
  returnFocusRef,
  size = 'md',
  role = 'dialog',
  id,
  className,
}: ModalProps) {
  const t = useTranslations('ui')
  const titleId = useId()
  const descriptionId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const dialog = useModalDialog(dialogRef, {
    open,
    onClose,
    closeOnEscape,
    closeOnBackdropClick,
    initialFocusRef,
    returnFocusRef,
  })

  return (
    <dialog
      ref={dialogRef}
      id={id}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onKeyDown={dialog.onKeyDown}
      onCancel={dialog.onCancel}
      onMouseDown={dialog.onMouseDown}
      onClick={dialog.onClick}
      className={cx(
        'm-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] overflow-hidden rounded-lg bg-white p-0 text-slate-900 shadow-xl',
        'backdrop:bg-slate-900/60 focus:outline-none',
        sizes[size],
        className,
      )}
    >
      {open ? (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-4">
            <div className="min-w-0">
              <h2 id={titleId} className="text-xl font-bold text-slate-900">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-slate-600">
                  {description}
                </div>
              ) : null}
            </div>
            {hideCloseButton ? null : (
              <button
                type="button"
                onClick={onClose}
                aria-label={closeLabel ?? t('modal.close')}
                className={cx(
                  '-mr-2 -mt-1 inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                  focusRing,
                )}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-5">
                  <path d="M6.28 5.22a.75.75 0 0 0-1.06 1.06L8.94 10l-3.72 3.72a.75.75 0 1 0 1.06 1.06L10 11.06l3.72 3.72a.75.75 0 1 0 1.06-1.06L11.06 10l3.72-3.72a.75.75 0 0 0-1.06-1.06L10 8.94 6.28 5.22Z" />
                </svg>
              </button>
            )}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-6 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 px-6 py-4">
              {footer}
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  )
}
