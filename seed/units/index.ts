import type { Payload } from 'payload'
import { svgToWebp } from '../catalog/render'
import { ensureMedia, type MediaFile } from '../catalog/upload'
import { ensureBilingual, idsBy } from '../catalog/upsert'
import { cents } from '../catalog/data/text'
import { units, type UnitData } from './data'
import { drawUnit, unitLooks } from './drawing'
import { unitDrawingAlt, unitDrawingFileName, unitImageFiles, type DrawnType } from './media'

/**
 * The used units for sale (collection `used-units`), bilingual, with their pictures: storage
 * containers reuse the rental catalog's drawn gallery (seeded before), other types get one
 * drawing each. Idempotent: a unit is created only when its unit number is missing, and a unit
 * left without its French description is completed. Call after seedCatalog.
 */
export async function seedUsedUnits(payload: Payload, log: (msg: string) => void) {
  const started = performance.now()
  const present = await idsBy(payload, 'used-units', 'unitNumber', units.map((unit) => unit.unitNumber))
  const missing = units.filter((unit) => !present.has(unit.unitNumber))
  const drawn = [...new Set(missing.flatMap((unit) => ('drawing' in unit.pictures ? [unit.pictures.drawing as DrawnType] : [])))]
  await ensureMedia(
    payload,
    drawn.map<MediaFile>((type) => ({
      filename: unitDrawingFileName(type),
      mimetype: 'image/webp',
      alt: unitDrawingAlt(type),
      render: () => svgToWebp(drawUnit(unitLooks[type])),
    })),
  )
  const files = [...new Set(missing.flatMap(unitImageFiles))]
  const media = await idsBy(payload, 'media', 'filename', files)

  let written = 0
  for (const unit of units) {
    const result = await ensureBilingual(payload, {
      collection: 'used-units',
      where: { unitNumber: { equals: unit.unitNumber } },
      english: () => englishUnit(unit, media),
      french: { description: unit.description.fr },
      probe: 'description',
    })
    if (result.written) written++
  }
  if (written > 0) log(`${written} used units seeded (${((performance.now() - started) / 1000).toFixed(1)} s)`)
}

function englishUnit(unit: UnitData, media: Map<string, number>) {
  return {
    unitNumber: unit.unitNumber,
    productType: unit.productType,
    status: unit.status,
    location: { ...unit.place },
    price: cents(unit.price),
    currency: 'USD' as const,
    obo: unit.obo,
    description: unit.description.en,
    images: unitImageFiles(unit).map((file) => {
      const id = media.get(file)
      if (id === undefined) throw new Error(`units seed: media ${file} is missing (seed the catalog first)`)
      return id
    }),
  }
}
