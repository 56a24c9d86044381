'use client'

import { lazyIsland } from '@/ui/lazyIsland'

// /cart-summary shows either checkout step 1 or step 2: each step's code is its own chunk, so a
// visitor downloads only the step on screen.
export const LazyCartSummaryStep = lazyIsland(() => import('./CartSummaryStep').then((module) => module.CartSummaryStep))
