import { text, type Text } from './text'

/**
 * Extra non-business days beside the federal holidays. Other tests (date rules, configurator)
 * rely on exactly these two: change them together.
 */
export const closures: readonly { date: string; reason: Text }[] = [
  { date: '2026-12-24', reason: text('Christmas Eve closure', 'Fermeture de la veille de Noël') },
  { date: '2026-12-31', reason: text("New Year's Eve closure", "Fermeture de la veille du jour de l’An") },
]
