import { useCallback, useEffect, useState } from 'react'

/** Until its second load (or its first height message) the frame is a small loading box. */
const SMALL_FRAME_PX = 192
const DEFAULT_FRAME_PX = 576
/** A frame that loaded once and never says its height grows after this long anyway. */
const GROW_FALLBACK_MS = 1500

/**
 * The payment frame's box (docs/decisions.md, "Payment frame height"): small while it loads, then
 * the height the frame reports, or a default once it has loaded twice or a moment after its first
 * load when it says nothing.
 */
export function useFrameGrowth() {
  const [loads, setLoads] = useState(0)
  const [height, setHeight] = useState<number | null>(null)
  const [grownByTime, setGrownByTime] = useState(false)
  const grown = loads >= 2 || height !== null || grownByTime

  useEffect(() => {
    if (loads !== 1 || height !== null) return
    const timer = window.setTimeout(() => setGrownByTime(true), GROW_FALLBACK_MS)
    return () => window.clearTimeout(timer)
  }, [loads, height])

  const onLoad = useCallback(() => setLoads((count) => count + 1), [])
  /** A new frame starts small again. */
  const reset = useCallback(() => {
    setLoads(0)
    setHeight(null)
    setGrownByTime(false)
  }, [])
  return { grown, boxHeight: grown ? (height ?? DEFAULT_FRAME_PX) : SMALL_FRAME_PX, onLoad, setHeight, reset }
}
