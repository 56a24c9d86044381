import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'
import { changedLocales, cmsPagePath, cmsSlugOfPath, sharedPart } from './publicPages'

const fields: Field[] = [
  { name: 'title', type: 'text', localized: true },
  { name: 'slug', type: 'text' },
  { name: 'meta', type: 'group', fields: [{ name: 'description', type: 'text', localized: true }, { name: 'image', type: 'text' }] },
  {
    name: 'layout',
    type: 'blocks',
    blocks: [{ slug: 'hero', fields: [{ name: 'heading', type: 'text', localized: true }, { name: 'link', type: 'text' }] }],
  },
  { name: 'updatedAt', type: 'date' },
]

const page = (over: Record<string, unknown> = {}) => ({
  title: 'Home',
  slug: 'home',
  meta: { description: 'd', image: 'a.png' },
  layout: [{ blockType: 'hero', heading: 'Hello', link: '/x' }],
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...over,
})

describe('sharedPart', () => {
  it('keeps only what is the same in every locale, through groups and blocks', () => {
    expect(sharedPart(fields, page())).toEqual({ slug: 'home', meta: { image: 'a.png' }, layout: [{ blockType: 'hero', link: '/x' }] })
  })
})

describe('sharedPart of relations', () => {
  const fields: Field[] = [
    { name: 'name', type: 'text', localized: true },
    { name: 'category', type: 'relationship', relationTo: 'product-categories' },
    { name: 'gallery', type: 'array', fields: [{ name: 'image', type: 'upload', relationTo: 'media' }] },
  ]
  it('reads a relation populated by a write as the bare id the previous version holds', () => {
    const populated = { name: 'Nouveau nom', category: { id: 3, name: 'Premium' }, gallery: [{ image: { id: 9, url: '/a.webp' } }] }
    const bare = { name: 'Ancien nom', category: 3, gallery: [{ image: 9 }] }
    expect(sharedPart(fields, populated)).toEqual(sharedPart(fields, bare))
    expect(changedLocales(fields, populated, bare, 'fr')).toEqual(['fr'])
    expect(changedLocales(fields, { ...populated, category: { id: 4 } }, bare, 'fr')).toEqual(['en', 'fr'])
  })
})

describe('changedLocales', () => {
  it('is the edited locale alone when only localized text changed (the save stamp aside)', () => {
    const after = page({ title: 'Accueil', layout: [{ blockType: 'hero', heading: 'Bonjour', link: '/x' }], updatedAt: '2026-11-24T11:00:00.000Z' })
    expect(changedLocales(fields, after, page(), 'fr')).toEqual(['fr'])
  })
  it('is every locale when a shared field changed, the document is new, or no single locale was edited', () => {
    expect(changedLocales(fields, page({ slug: 'start' }), page(), 'fr')).toEqual(['en', 'fr'])
    expect(changedLocales(fields, page({ layout: [{ blockType: 'hero', heading: 'Hello', link: '/y' }] }), page(), 'en')).toEqual(['en', 'fr'])
    expect(changedLocales(fields, page(), undefined, 'en')).toEqual(['en', 'fr'])
    expect(changedLocales(fields, page({ title: 'x' }), page(), 'all')).toEqual(['en', 'fr'])
  })
})

describe('cmsPagePath', () => {
  it('makes the home page the locale root', () => {
    expect(cmsPagePath('home')).toBe('')
    expect(cmsPagePath('solutions/construction')).toBe('/solutions/construction')
  })
})

describe('cmsSlugOfPath', () => {
  it('joins the path segments into the slug cmsPagePath turns back into the path', () => {
    expect(cmsSlugOfPath(['about-us'])).toBe('about-us')
    expect(cmsSlugOfPath(['solutions', 'x'])).toBe('solutions/x')
    expect(cmsPagePath(cmsSlugOfPath(['about-us', 'sustainability-impact'])!)).toBe('/about-us/sustainability-impact')
  })
  it('has no page for home (only at the root), nor for what no slug can be', () => {
    expect(cmsSlugOfPath(['home'])).toBeNull()
    expect(cmsSlugOfPath([])).toBeNull()
    expect(cmsSlugOfPath(['About-Us'])).toBeNull()
    expect(cmsSlugOfPath(['a b'])).toBeNull()
    expect(cmsSlugOfPath(['no-such-file.txt'])).toBeNull()
    expect(cmsSlugOfPath(['a', '', 'b'])).toBeNull()
  })
})
