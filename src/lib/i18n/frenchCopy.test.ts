import { describe, expect, it } from 'vitest'
import fr from '@messages/fr.json'

// The French copy follows Quebec usage (OQLF, Banque de dépannage linguistique): a non-breaking
// space before the colon, none before ? ! ; (Quebec practice), « » with non-breaking spaces,
// typographic apostrophes and ellipses, and one term per notion.
type Tree = { [key: string]: string | Tree }
const flatten = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : flatten(v, `${prefix}${k}.`)))

const french = flatten(fr as Tree)
const offending = (pattern: RegExp) => french.filter(([, text]) => pattern.test(text)).map(([key, text]) => `${key}: ${text}`)

describe('messages/fr.json typography (Quebec)', () => {
  it('puts a non-breaking space before every colon', () => {
    expect(offending(/[^\u00a0]:/)).toEqual([])
  })
  it('puts no space before ? ! ;', () => {
    expect(offending(/[ \u00a0\u202f][?!;]/)).toEqual([])
  })
  it('uses typographic apostrophes and ellipses', () => {
    expect(offending(/'/)).toEqual([])
    expect(offending(/\.\.\./)).toEqual([])
  })
  it('puts non-breaking spaces inside « » and before %', () => {
    expect(offending(/«[^\u00a0]|[^\u00a0]»/)).toEqual([])
    expect(offending(/[\d}][ ]?%/)).toEqual([])
  })
})

describe('messages/fr.json terms', () => {
  it('calls a kit a « trousse », the cart summary « Résumé du panier », a size « taille » and the pick-up « ramassage »', () => {
    expect(offending(/(?<!\{)\bkits?\b(?!\})|\bensembles? d/i)).toEqual([])
    expect(offending(/sommaire/i)).toEqual([])
    expect(offending(/dimension du conteneur|dimension de conteneur/i)).toEqual([])
    expect(offending(/\b(collecte|reprise|reprenons)\b|(reprendre|reprennent) les conteneurs/i)).toEqual([])
  })
  it('has no anglicism or wrong rule the issue found', () => {
    expect(offending(/de niveau|plus de 3 jours|Conteneur \{|Retirer \{|Ajouter un \{/)).toEqual([])
  })
  it('says the start is at least 3 business days away, as the rule is', () => {
    expect((fr as { validation: { startDateTooSoon: string } }).validation.startDateTooSoon).toContain('au moins 3 jours ouvrables')
  })
})
