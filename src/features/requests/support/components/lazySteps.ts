import { lazy } from 'react'

/**
 * Steps 2 and 3 (the address fields, the scenario forms) are not on the page's first load: the page
 * opens on the service cards, and their code is fetched as soon as the wizard is interactive, so
 * it is there by the time a card is picked.
 */
export const loadGeneralStep = () => import('./GeneralStep')
export const loadDetailsStep = () => import('./DetailsStep')
export const GeneralStep = lazy(() => loadGeneralStep().then((module) => ({ default: module.GeneralStep })))
export const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })))
