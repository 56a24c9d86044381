'use client'

import { once } from '@/ui/form'

/** The request's rules (the API's zod schema): loaded when the visitor reaches step 2, not with the page. */
export const loadRules = once(() => import('../schema'))
