import { once } from '@/ui/form'

/** The rental quote's rules (the API's zod schema): loaded when the visitor starts the form, not with the page. */
export const loadRules = once(() => import('../schema'))
