import {
  useLayoutEffect,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  type SyntheticEvent,
} from 'react'
import { getTabbables } from './focusable'

export interface ModalDialogOptions {
  open: boolean
  onClose: () => void
  closeOnEscape?: boolean
  closeOnBackdropClick?: boolean
  initialFocusRef?: RefObject<HTMLElement | null>
  returnFocusRef?: RefObject<HTMLElement | null>
  lockScroll?: boolean
}

let scrollLocks = 0
let savedBodyStyle: { overflow: string; paddingRight: string } | null = null

function lockBodyScroll(): () => void {
  const body = document.body
  if (scrollLocks++ === 0) {
    const scrollbar = window.innerWidth - document.documentElement.clientWidth
    savedBodyStyle = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
    body.style.overflow = 'hidden'
    if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  }
  let released = false
  return () => {
    if (released) return
    released = true
    if (--scrollLocks === 0 && savedBodyStyle) {
      body.style.overflow = savedBodyStyle.overflow
      body.style.paddingRight = savedBodyStyle.paddingRight
      savedBodyStyle = null
    }
  }
}

/**
 * Behaviour of a modal built on the native <dialog>: showModal() while `open` (top layer,
 * inert background), initial focus, Tab wrapping, Escape and backdrop click close, body
 * scroll lock, and focus returned to the opener on close/unmount.
 * Attach `dialogRef` to the <dialog> and spread the returned handlers on it.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  {
  open,
  onClose,
  closeOnEscape = true,
  closeOnBackdropClick = true,
  initialFocusRef,
  returnFocusRef,
    lockScroll = true,
  }: ModalDialogOptions,
) {
  const pressedOnBackdrop = useRef(false)

  // Layout effect: the dialog is shown before children's effects run, so a child that
  // focuses itself in an effect (e.g. the calendar's day) is already visible.
  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!open || !dialog) return
    // Where focus goes back on close: the given element, else the opener.
    const back = returnFocusRef?.current ?? document.activeElement
    if (!dialog.open) dialog.showModal()
    const unlock = lockScroll ? lockBodyScroll() : undefined
    const initial = initialFocusRef?.current
    if (initial) initial.focus()
    else if (!dialog.contains(document.activeElement)) (getTabbables(dialog)[0] ?? dialog).focus()
    return () => {
      unlock?.()
      if (dialog.open) dialog.close()
      if (back instanceof HTMLElement && back.isConnected) back.focus()
    }
    // The ref objects are stable (useRef), so listing them does not re-run the effect.
  }, [open, lockScroll, dialogRef, initialFocusRef, returnFocusRef])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      if (event.defaultPrevented) return // already handled by an inner widget (listbox…)
      event.preventDefault() // also suppresses the native "cancel" close request
      event.stopPropagation() // an enclosing dialog must stay open
      if (closeOnEscape) onClose()
      return
    }
    if (event.key !== 'Tab') return
    const dialog = dialogRef.current
    if (!dialog) return
    event.stopPropagation() // a nested dialog (calendar in a modal) handles its own Tab
    const items = getTabbables(dialog)
    if (items.length === 0) {
      event.preventDefault()
      return
    }
    const first = items[0]!
    const last = items[items.length - 1]!
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // Close requests that do not come through keydown (e.g. Android back button).
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault()
    if (closeOnEscape) onClose()
  }

  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget
  }

  // The dialog box is filled by an inner wrapper, so a click whose target is the
  // <dialog> itself (pressed and released there) landed on the ::backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = event.target === event.currentTarget && pressedOnBackdrop.current
    pressedOnBackdrop.current = false
    if (onBackdrop && closeOnBackdropClick) onClose()
  }

  return { onKeyDown, onCancel, onMouseDown, onClick }
}
