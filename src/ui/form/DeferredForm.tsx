'use client'

import { flushSync } from 'react-dom'
import { createElement, lazy, useCallback, useEffect, useRef, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react'

/** What a visitor did to a form's server-rendered stand-in before the form's code arrived. */
export interface FormSnapshot {
  /** Each named control's text. */
  values: Record<string, string>
  /** Each checkbox group's ticked values, by name (empty when none is ticked). */
  ticked?: Record<string, string[]>
  /** The id of the control inside the form that had focus, if any. */
  focusedId: string | null
  /** A submit was pressed. */
  submitted: boolean
}

function takeSnapshot(box: HTMLElement | null, submitted: boolean): FormSnapshot {
  const form = box?.querySelector('form')
  const values: Record<string, string> = {}
  const ticked: Record<string, string[]> = {}
  if (form) {
    for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value
    for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][name]')) {
      ticked[box.name] ??= []
      if (box.checked) ticked[box.name]!.push(box.value)
    }
  }
  const active = document.activeElement
  return { values, ticked, focusedId: active && box?.contains(active) && active.id ? active.id : null, submitted }
}

type LiveForm<P> = ComponentType<P & { snapshot?: FormSnapshot }>

export interface DeferredFormProps<P extends object> {
  /** The live form's code (a dynamic import: fetched here, never with the page; one cached promise). */
  load: () => Promise<LiveForm<P>>
  /** The live form's props. */
  props: P
  /**
   * The server-rendered stand-in: the same fields, labels and button, without behaviour. Without
   * it, the stand-in is the live form's own server rendering, left untouched by hydration.
   */
  children?: ReactNode
}

// The live form as the server renders it, when it is its own stand-in: a lazy component outside
// any Suspense boundary, so the server finishes it before sending the page (a boundary would be
// streamed after the page with an inline script, which a cached page's policy refuses).
type AnyLoad = () => Promise<ComponentType<object>>
const serverForms = new WeakMap<AnyLoad, LazyExoticComponent<ComponentType<object>>>()
function serverFormOf<P>(load: () => Promise<LiveForm<P>>): LazyExoticComponent<LiveForm<P>> {
  const key = load as unknown as AnyLoad
  if (!serverForms.has(key)) serverForms.set(key, lazy(() => key().then((Form) => ({ default: Form }))))
  return serverForms.get(key) as unknown as LazyExoticComponent<LiveForm<P>>
}

/**
 * The stand-in when it is the live form's server rendering: on the server, the form; in the
 * browser, the same element with its content left as the server sent it (hydration does not touch
 * an element's inner HTML), until the live form takes its place.
 */
function ServerMarkup<P extends object>({ load, props }: { load: () => Promise<LiveForm<P>>; props: P }) {
  if (typeof window === 'undefined') {
    // One lazy component per form, cached by its load: the same component on every render.
    return <div>{createElement(serverFormOf(load), props as P & { snapshot?: FormSnapshot })}</div>
  }
  return <div dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
}

/**
 * A form whose code is not part of the page's first load: the server renders a stand-in of the
 * same markup, and the form's code is fetched once the form comes within 600 px of the viewport,
 * or at the first focus, press or submit inside it. The live form then takes the stand-in's
 * place with what was typed, the focus and a pressed submit (`snapshot`). Why: a form is most of a
 * content page's own JavaScript, and most visitors never reach it (docs/decisions.md). Without
 * `children`, the server renders the live form itself as the stand-in (no twin to keep in step).
 */
export function DeferredForm<P extends object>({ load, props, children }: DeferredFormProps<P>) {
  const box = useRef<HTMLDivElement>(null)
  const started = useRef(false)
  const submitted = useRef(false)
  const [live, setLive] = useState<{ Form: LiveForm<P>; snapshot: FormSnapshot } | null>(null)

  const start = useCallback(() => {
    if (started.current) return
    started.current = true
    // The snapshot and the live form's commit in one task (flushSync): a key pressed between them
    // would land in the stand-in after it was read, and be lost with it.
    void load().then((Form) => flushSync(() => setLive({ Form, snapshot: takeSnapshot(box.current, submitted.current) })))
  }, [load])

  useEffect(() => {
    const element = box.current
    if (live || !element) return
    if (typeof IntersectionObserver === 'undefined') return start()
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: '600px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [live, start])

  if (live) return <live.Form {...props} snapshot={live.snapshot} />
  return (
    <div
      ref={box}
      onFocusCapture={start}
      onPointerDownCapture={start}
      onSubmitCapture={(event) => {
        // Without its code the form cannot send (the captcha needs it): held until it arrives.
        event.preventDefault()
        submitted.current = true
        start()
      }}
    >
      {children ?? <ServerMarkup load={load} props={props} />}
    </div>
  )
}
