import { useEffect } from 'react'
import { frameHeightMessage } from '../frameHeight'
import type { FrameMessage } from '../frameMessage'

// What the payment frame tells the page that embeds it: the gateway's message, and its height.

/** Posts the gateway's message to the page that embeds the frame, at its exact origin only. */
export function postToParent(message: FrameMessage, parentOrigin: string) {
  if (window.parent !== window) window.parent.postMessage(message, parentOrigin)
}

/**
 * Tells the embedding page the content's height whenever it changes (errors, the decline message,
 * the result), at its exact origin only, so the page grows the iframe instead of cutting it.
 */
export function useReportHeight(parentOrigin: string) {
  useEffect(() => {
    if (window.parent === window) return
    const post = () => window.parent.postMessage(frameHeightMessage(document.body.getBoundingClientRect().height), parentOrigin)
    post()
    const observer = new ResizeObserver(post)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [parentOrigin])
}
