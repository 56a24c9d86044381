'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'

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

  if (chatOpen) {
    return (
      <>
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
      </>
    )
  }
  return (
    <>
      {intro}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button ref={start} type="button" onClick={() => toggle(true)} className={primaryClassName}>
          {primaryLabel}
        </button>
        {secondary}
      </div>
    </>
  )
}
