'use client'
import { useCallback, useEffect, useRef, useState } from 'react'

/** Where the list's top lands after a page change: 100 px below the top of the window (spec 3 §9). */
const SCROLL_OFFSET = 100

type Loaded<I> = { items: I[]; total: number }

/**
 * A list whose state (search, filters, page) is its address: `load` fetches a state's page, writes
 * the address (push) and scrolls to the list's top; an address the server did not render (a shared
 * or reloaded search) loads after hydration; Back and Forward replay the list. A slower answer to
 * an older request is dropped. A failed fetch is logged (by `fetchPage`, or here when it throws) and
 * shows an empty list (spec 3 §8); `failed` tells that the first load after hydration threw, for a
 * list that shows an error then.
 */
export function useAddressList<S extends { page: number }, I>({
  initial,
  urlOf,
  stateOf,
  fetchPage,
  onAddress,
}: {
  initial: S & Loaded<I>
  urlOf: (state: S) => string
  stateOf: (pathname: string, search: string) => S
  fetchPage: (state: S) => Promise<Loaded<I>>
  /** An address read (a shared link, back or forward) puts its state in the controls. */
  onAddress: (state: S) => void
}) {
  const [shown, setShown] = useState<S & Loaded<I>>(initial)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const latest = useRef(0)
  const top = useRef<HTMLDivElement>(null)
  // The latest callbacks, for loads started later (the caller passes new closures on each render).
  const first = useRef({ initial, urlOf, stateOf, fetchPage, onAddress })
  useEffect(() => {
    first.current = { initial, urlOf, stateOf, fetchPage, onAddress }
  })

  // The list scrolls as soon as a page is asked for, and again once it is shown: the loading state
  // and the new cards change the page's height under a smooth scroll, which then stops short.
  const scrollWhenShown = useRef(false)
  const scrollToList = useCallback(() => {
    if (!top.current) return
    const by = top.current.getBoundingClientRect().top - SCROLL_OFFSET
    if (Math.abs(by) > 1) window.scrollTo({ top: by + window.scrollY, behavior: 'smooth' })
  }, [])
  useEffect(() => {
    if (!scrollWhenShown.current) return
    scrollWhenShown.current = false
    scrollToList()
  }, [shown, scrollToList])

  const load = useCallback(async (state: S, how: { push?: boolean; scroll?: boolean; fromAddress?: boolean; first?: boolean } = {}) => {
    const ticket = ++latest.current
    const current = first.current
    setLoading(true)
    if (how.fromAddress) current.onAddress(state)
    if (how.push) window.history.pushState(null, '', current.urlOf(state))
    if (how.scroll) {
      scrollToList()
      scrollWhenShown.current = true
    }
    let next: Loaded<I> = { items: [], total: 0 }
    let threw = false
    try {
      next = await current.fetchPage(state)
    } catch (error) {
      threw = true
      console.error('resource list: the list could not be loaded', error)
    }
    if (ticket !== latest.current) return
    setFailed(threw && Boolean(how.first))
    setShown({ ...state, ...next })
    setLoading(false)
  }, [scrollToList])

  useEffect(() => {
    const { initial: served, urlOf: url, stateOf: read } = first.current
    const fromAddress = () => read(window.location.pathname, window.location.search)
    const state = fromAddress()
    // The cached page holds the list without a search or filter: another address loads right after hydration.
    const pending = url(state) !== url(served) ? window.setTimeout(() => void load(state, { fromAddress: true, first: true })) : undefined
    const onPopState = () => void load(fromAddress(), { fromAddress: true })
    window.addEventListener('popstate', onPopState)
    return () => {
      window.clearTimeout(pending)
      window.removeEventListener('popstate', onPopState)
    }
  }, [load])

  return { shown, loading, failed, load, top }
}
