'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { isChatLink } from '@/features/site-shell'

/**
 * Spec 3 §4 "Banner": the chat-open flag starts false. The primary button sets it, hiding the
 * banner's heading and buttons and showing the chat area with the end-of-chat heading and button;
 * that button sets it back. Focus follows: into the chat area when it opens, back to the primary
 * button when it closes. Everything shown is rendered on the server and passed in.
 */
export function BannerChat({
  intro,
  primaryLabel,
  primaryClassName,
  secondary,
  chatLabel,
  chat,
  endHeading,
  endLabel,
  endClassName,
  startLabels,
}: {
  intro: ReactNode
  primaryLabel: string
  primaryClassName: string
  secondary: ReactNode
  chatLabel: string
  chat: ReactNode
  endHeading: string
  endLabel: string
  endClassName: string
  /** Labels of links and buttons that open the chat ("Start a chat" and the page's own). */
  startLabels: string[]
}) {
  const [chatOpen, setChatOpen] = useState(false)
  const moved = useRef(false)
  const area = useRef<HTMLDivElement>(null)
  const start = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!moved.current) return
    if (chatOpen) area.current?.focus()
    else start.current?.focus()
  }, [chatOpen])

  const toggle = (open: boolean) => {
    moved.current = true
    setChatOpen(open)
  }

  // Spec 3 §7: a press on "Start a chat", a `#open-integrated-chat-box` or a `{{chat}}` link
  // anywhere on the page is a press of this chat button (the page's first chat, if several).
  // Without script, or on a page without a chat, those links lead to the support request.
  const root = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      if (document.querySelector('[data-banner-chat]') !== root.current) return
      const pressed = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null
      if (!pressed || pressed === start.current || pressed.closest('[data-chat-area]')) return
      if (!isChatLink({ href: pressed.getAttribute('href'), text: pressed.textContent ?? '' }, startLabels)) return
      event.preventDefault()
      root.current?.scrollIntoView({ block: 'center' })
      // Already open, the state does not change: the chat takes the focus here.
      if (area.current) area.current.focus()
      else toggle(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [startLabels])

  if (chatOpen) {
    return (
      <div ref={root} data-banner-chat="">
        <div
          ref={area}
          role="region"
          aria-label={chatLabel}
          tabIndex={-1}
          className="mx-auto flex h-[600px] max-h-[80vh] min-h-[400px] w-full max-w-3xl flex-col overflow-y-auto rounded-xl bg-white text-left text-slate-900 shadow-lg ring-1 ring-slate-200"
          data-chat-area=""
        >
          {chat}
        </div>
        <h2 className="mt-8 text-2xl font-bold tracking-tight md:text-3xl">{endHeading}</h2>
        <div className="mt-6 flex justify-center">
          <button type="button" onClick={() => toggle(false)} className={endClassName}>
            {endLabel}
          </button>
        </div>
      </div>
    )
  }
  return (
    <div ref={root} data-banner-chat="">
      {intro}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button ref={start} type="button" onClick={() => toggle(true)} className={primaryClassName}>
          {primaryLabel}
        </button>
        {secondary}
      </div>
    </div>
  )
}
