'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { classifyQuoteZip, quoteZipError } from '@/lib/postal'

/**
 * The quote forms' ZIP check (spec 1 §5, spec 3 §5): once the value looks like a US ZIP or a
 * Canadian postal code, GET /api/validate-zip is called 500 ms after the last keystroke with the
 * first 5 digits (US) or 3 characters (CA). 'invalid' shows 'Invalid ZIP code'. A failed call
 * ('unavailable') blocks nothing: the server checks the ZIP again on submit.
 */

export const ZIP_CHECK_DEBOUNCE_MS = 500
export const VALIDATE_ZIP_URL = '/api/validate-zip'

export type ZipCheck =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'checking' }
  | { state: 'valid'; city: string | null; region: string | null }
  | { state: 'invalid' }
  | { state: 'unavailable' }

const IDLE: ZipCheck = { state: 'idle' }

/** One server check of a ZIP that passed the format rule. */
export async function checkZipOnServer(zip: string, options: { fetchImpl?: typeof fetch; signal?: AbortSignal } = {}): Promise<ZipCheck> {
  const lookup = classifyQuoteZip(zip)
  if (!lookup) return { state: 'invalid' }
  const fetchImpl = options.fetchImpl ?? fetch
  try {
    const response = await fetchImpl(`${VALIDATE_ZIP_URL}?country=${lookup.country}&code=${encodeURIComponent(lookup.lookupKey)}`, {
      signal: options.signal,
      headers: { Accept: 'application/json' },
    })
    if (!response.ok) return { state: 'unavailable' }
    const body = (await response.json()) as { valid?: unknown; city?: unknown; state?: unknown }
    if (body.valid !== true) return { state: 'invalid' }
    return { state: 'valid', city: typeof body.city === 'string' ? body.city : null, region: typeof body.state === 'string' ? body.state : null }
  } catch (error) {
    if (options.signal?.aborted) throw error
    return { state: 'unavailable' }
  }
}

const keyOf = (zip: string) => {
  const lookup = classifyQuoteZip(zip)
  return lookup ? `${lookup.country}:${lookup.lookupKey}` : null
}

/**
 * The debounced check of `zip` as the visitor types. `settle(zip)` gives the final answer at
 * submit time: at once when known, else it runs the check without waiting for the debounce.
 */
export function useZipCheck(zip: string, fetchImpl?: typeof fetch) {
  const [results, setResults] = useState<ReadonlyMap<string, ZipCheck>>(new Map())
  const [inFlight, setInFlight] = useState<string | null>(null)
  const pending = useRef(new Map<string, Promise<ZipCheck>>())

  const run = useCallback(
    (value: string): Promise<ZipCheck> => {
      const key = keyOf(value)
      if (!key) return Promise.resolve<ZipCheck>({ state: 'invalid' })
      const running = pending.current.get(key)
      if (running) return running
      setInFlight(key)
      const promise = checkZipOnServer(value, { fetchImpl }).then((check) => {
        pending.current.delete(key)
        setInFlight((current) => (current === key ? null : current))
        // A failed call is not remembered: the next change or the submit tries again.
        setResults((map) => new Map(map).set(key, check))
        return check
      })
      pending.current.set(key, promise)
      return promise
    },
    [fetchImpl],
  )

  const key = quoteZipError(zip) === null ? keyOf(zip) : null
  const known = key ? results.get(key) : undefined
  const needsCheck = key !== null && known === undefined && inFlight !== key

  useEffect(() => {
    if (!needsCheck) return
    const timer = setTimeout(() => void run(zip), ZIP_CHECK_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [needsCheck, zip, run])

  const settle = useCallback(
    async (value: string): Promise<ZipCheck> => {
      const k = quoteZipError(value) === null ? keyOf(value) : null
      if (!k) return IDLE
      const done = results.get(k)
      if (done && done.state !== 'unavailable') return done
      return run(value)
    },
    [results, run],
  )

  let check: ZipCheck = IDLE
  if (key) check = inFlight === key ? { state: 'checking' } : (known ?? { state: 'pending' })
  return { check, settle }
}
