'use client'

import { useEffect, useState } from 'react'

/**
 * A module loaded when `wanted` turns true (a form's zod rules, loaded on the first focus so they
 * do not weigh on the page load). `load` must return the same promise each time (cache it).
 */
export function useLazyModule<M>(load: () => Promise<M>, wanted: boolean): M | null {
  const [loaded, setLoaded] = useState<M | null>(null)
  useEffect(() => {
    if (!wanted || loaded) return
    let cancelled = false
    load().then((module) => !cancelled && setLoaded(() => module))
    return () => {
      cancelled = true
    }
  }, [wanted, loaded, load])
  return loaded
}

/** Caches a dynamic import so every caller shares one promise. */
export function once<M>(load: () => Promise<M>): () => Promise<M> {
  let promise: Promise<M> | undefined
  return () => (promise ??= load())
}
