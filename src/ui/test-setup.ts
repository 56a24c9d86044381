// jsdom gaps filled for the UI primitives' tests (safe to load in the node environment too).
// Import it at the top of a test file, or list it in vitest `setupFiles`.
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// Without vitest globals, Testing Library cannot register its own cleanup.
afterEach(() => cleanup())

if (typeof window !== 'undefined') {
  const w = window as unknown as Record<string, unknown>

  if (!window.matchMedia) {
    w.matchMedia = (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    })
  }

  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return []
    }
  }
  if (!('ResizeObserver' in window)) w.ResizeObserver = NoopObserver
  if (!('IntersectionObserver' in window)) w.IntersectionObserver = NoopObserver

  const dialogProto = window.HTMLDialogElement?.prototype
  if (dialogProto && !dialogProto.showModal) {
    dialogProto.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    dialogProto.show = function show(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    }
    dialogProto.close = function close(this: HTMLDialogElement, returnValue?: string) {
      if (!this.hasAttribute('open')) return
      if (returnValue !== undefined) this.returnValue = returnValue
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    }
  }

  // axe-core probes canvas support; jsdom logs "Not implemented" for it.
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext

  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = function scrollIntoView() {}
}
