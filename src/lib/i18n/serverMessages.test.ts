import { describe, expect, it } from 'vitest'
import { getLooseTranslator, getServerTranslator } from './serverMessages'

describe('server translators', () => {
  it('read every message of the locale', () => {
    expect(getServerTranslator('en')('requests.errors.submitFailed')).toBe('Error submitting request')
    expect(getServerTranslator('fr')('requests.errors.submitFailed')).toBe('Erreur lors de l’envoi de la demande')
  })

  it('take keys built at run time, optionally within one namespace', () => {
    const status: string = 'pending'
    expect(getLooseTranslator('en')(`units.status.${status}`)).toBe('Sale pending')
    expect(getLooseTranslator('fr', 'units')(`status.${status}`)).toBe('Vente en cours')
  })
})
