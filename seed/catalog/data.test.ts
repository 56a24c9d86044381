import { describe, expect, it } from 'vitest'
import { KIT_ORDER } from '@/collections/catalog/AccessoryKits'
import { CONTAINER_CODES } from '@/collections/catalog/Containers'
import { accessories } from './data/accessories'
import { categories } from './data/categories'
import { closures } from './data/closures'
import { containers } from './data/containers'
import { kits } from './data/kits'
import { fileNames, GALLERY_VIEWS, galleryAlt, productSheetAlt } from './data/media'
import type { Price, Text } from './data/text'

/** Every { en, fr } pair anywhere inside a value, with where it was found. */
function texts(value: unknown, where = ''): [string, Text][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => texts(item, `${where}[${i}]`))
  if (value && typeof value === 'object') {
    const keys = Object.keys(value)
    if (keys.length === 2 && keys.includes('en') && keys.includes('fr')) return [[where, value as Text]]
    return Object.entries(value).flatMap(([key, item]) => texts(item, `${where}.${key}`))
  }
  return []
}

/** Words that are spelt the same in both languages, on purpose. */
const SAME_IN_BOTH = new Set(['Standard', 'orange'])

describe('catalog data', () => {
  const everything = { categories, accessories, kits, containers, closures }
  const pairs = texts(everything)

  it('has English and French for every visitor-facing text, and they differ', () => {
    expect(pairs.length).toBeGreaterThan(120)
    for (const [where, { en, fr }] of pairs) {
      expect(en.trim(), where).not.toBe('')
      expect(fr.trim(), where).not.toBe('')
      if (!SAME_IN_BOTH.has(en)) expect(fr, where).not.toBe(en)
    }
  })

  it('writes French with French units and no English unit marks', () => {
    for (const container of containers) {
      for (const line of [...container.specifications, ...container.uses]) {
        expect(line.fr).not.toMatch(/\d'|\d"|\bft\b|sq ft|cu ft/)
      }
      expect(container.name.fr).toContain(`${container.length} pi`)
      expect(container.name.en).toContain(`${container.length} ft`)
    }
  })

  it('lets only the category flag say which container stands out: no description claims it', () => {
    // The compare page and the configurator badge the `highlighted` category (tri-cam); a
    // description calling another container "most popular" or "recommended" would contradict them.
    for (const container of containers) {
      expect(container.description.en, container.productCode).not.toMatch(/popular|recommended|best[- ]seller/i)
      expect(container.description.fr, container.productCode).not.toMatch(/populaire|recommandé|plus vendu/i)
    }
  })

  it('writes French the Quebec way: typographic apostrophes, a non-breaking space before a colon, no anglicisms', () => {
    for (const [where, { fr }] of pairs) {
      expect(fr, where).not.toMatch(/'/)
      expect(fr, where).not.toMatch(/ :|\S:/)
      expect(fr, where).not.toMatch(/\b(kit|ensemble|de niveau|inventaire)\b/i)
    }
  })

  it('has the three categories in tab order, tri-cam highlighted', () => {
    expect(categories.map((category) => category.code)).toEqual(['standard', 'premium', 'tri-cam'])
    expect(categories.map((category) => category.name.fr)).toEqual(['Standard', 'Haut de gamme', 'Trois cames'])
    expect(categories.filter((category) => category.highlighted).map((category) => category.code)).toEqual(['tri-cam'])
    expect(categories.map((category) => category.sortOrder)).toEqual([1, 2, 3])
  })

  it('has all five kits in the fixed order, built from known accessories', () => {
    expect(kits.map((kit) => kit.description)).toEqual([...KIT_ORDER])
    expect(kits.map((kit) => kit.label.fr)).toEqual(['Aucune', 'Protection', 'Protection + Organisation', 'Protection + Chargement', 'Protection Pro'])
    const skus = new Set(accessories.map((accessory) => accessory.sku))
    expect(kits[0].contents).toEqual([])
    for (const kit of kits.slice(1)) {
      // Every kit other than None starts with Protect: lock box and padlock.
      expect(kit.contents.slice(0, 2).map((item) => item.sku)).toEqual(['ACC-LOCKBOX', 'ACC-PADLOCK'])
      for (const item of kit.contents) {
        expect(skus.has(item.sku), item.sku).toBe(true)
        expect(Number.isInteger(item.quantity) && item.quantity >= 1).toBe(true)
      }
    }
  })

  it('has about ten accessories with unique SKUs, two features each and valid links', () => {
    expect(accessories.length).toBeGreaterThanOrEqual(8)
    expect(new Set(accessories.map((accessory) => accessory.sku)).size).toBe(accessories.length)
    for (const accessory of accessories) {
      expect(accessory.sku).toMatch(/^ACC-[A-Z]+$/)
      expect(accessory.features).toHaveLength(2)
      if (accessory.link) expect(accessory.link).toMatch(/^\/[a-z0-9/-]+$/)
    }
    expect(accessories.some((accessory) => accessory.link)).toBe(true)
  })

  it('has all six containers, one per code, with the right category and length', () => {
    expect(containers.map((container) => container.productCode)).toEqual([...CONTAINER_CODES])
    const expected = { WS: 'standard', ZI: 'premium', ZS: 'tri-cam' } as const
    for (const container of containers) {
      expect(container.length).toBe(Number(container.productCode.slice(0, 2)))
      expect(container.category).toBe(expected[container.productCode.slice(2) as keyof typeof expected])
      expect(container.specifications.length).toBeGreaterThanOrEqual(4)
      expect(container.specifications.length).toBeLessThanOrEqual(6)
      expect(container.uses.length).toBeGreaterThanOrEqual(3)
      expect(container.uses.length).toBeLessThanOrEqual(4)
    }
    expect(containers.map((container) => container.sortOrder)).toEqual([1, 2, 3, 4, 5, 6])
    expect(containers.find((c) => c.productCode === '20WS')?.specifications[0].en).toBe(`Exterior: 20' × 8' × 8'6" (L × W × H)`)
    expect(containers.find((c) => c.productCode === '40WS')?.specifications[1].fr).toBe('Intérieur\u00a0: 39 pi 5 po × 7 pi 8 po × 7 pi 10 po (L × l × H)')
  })

  it('prices: positive except the None kit, CAD = USD × 1.37 to the dollar, premium and tri-cam above standard', () => {
    const close = ({ usd, cad }: Price) => {
      expect(cad).toBeGreaterThanOrEqual(usd)
      expect(Math.abs(cad - Math.round(usd * 1.37))).toBeLessThanOrEqual(1)
      expect(Number.isInteger(usd) && Number.isInteger(cad)).toBe(true)
    }
    for (const kit of kits) {
      close(kit.cycleRate)
      if (kit.description === 'None') expect(kit.cycleRate).toEqual({ usd: 0, cad: 0 })
      else expect(kit.cycleRate.usd).toBeGreaterThan(0)
    }
    const rate = (code: string) => containers.find((container) => container.productCode === code)!.rates.cycleRate.usd
    for (const container of containers) {
      const { cycleRate, deliveryFee, returnFee } = container.rates
      for (const price of [cycleRate, deliveryFee, returnFee]) {
        expect(price.usd).toBeGreaterThan(0)
        close(price)
      }
    }
    for (const length of ['20', '40']) {
      expect(rate(`${length}ZI`)).toBeGreaterThan(rate(`${length}WS`))
      expect(rate(`${length}ZS`)).toBeGreaterThan(rate(`${length}ZI`))
    }
    expect(rate('40WS')).toBeGreaterThan(rate('20WS'))
  })

  it('keeps exactly the two closure days other tests rely on', () => {
    expect(closures.map((closure) => closure.date)).toEqual(['2026-12-24', '2026-12-31'])
  })

  it('names every media file uniquely and gives it bilingual alt text', () => {
    const names = [
      ...containers.flatMap((container) => [
        ...GALLERY_VIEWS.map((view) => fileNames.gallery(container, view)),
        fileNames.productSheet(container, 'en'),
        fileNames.productSheet(container, 'fr'),
      ]),
      ...accessories.map(fileNames.accessory),
    ]
    expect(new Set(names).size).toBe(names.length)
    expect(fileNames.productSheet(containers[0])).toBe('boxline-20WS-product-sheet.pdf')
    for (const container of containers) {
      for (const alt of [...GALLERY_VIEWS.map((view) => galleryAlt(container, view)), productSheetAlt(container, 'en'), productSheetAlt(container, 'fr')]) {
        expect(alt.en).not.toBe(alt.fr)
        expect(alt.fr).toMatch(/conteneur/i)
      }
    }
  })
})
