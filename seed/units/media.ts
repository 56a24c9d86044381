import { containers } from '../catalog/data/containers'
import { fileNames, GALLERY_VIEWS } from '../catalog/data/media'
import { text, type Text } from '../catalog/data/text'
import { PRODUCT_TYPE_LABELS, type ProductType } from '../../src/features/units'
import type { UnitData } from './data'

/** Product types drawn by seed/units/drawing.ts (every type but the storage container). */
export type DrawnType = Exclude<ProductType, 'storageContainer'>

/** File names are the media's identity: the seed finds what it uploaded before by them. */
export const unitDrawingFileName = (type: DrawnType) => `used-unit-${type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.webp`

export function unitDrawingAlt(type: DrawnType): Text {
  const label = PRODUCT_TYPE_LABELS[type]
  return text(`${label.en}, seen from the outside`, `${label.fr}, vue de l’extérieur`)
}

/**
 * The media file names of a unit's pictures, in gallery order: a storage container reuses the
 * rental catalog's three drawn views of the same container; other types have their drawing.
 */
export function unitImageFiles(unit: UnitData): string[] {
  const pictures = unit.pictures
  if ('catalog' in pictures) {
    const container = containers.find((c) => c.productCode === pictures.catalog.productCode)
    if (!container) throw new Error(`units seed: no catalog container ${pictures.catalog.productCode}`)
    return GALLERY_VIEWS.map((view) => fileNames.gallery(container, view))
  }
  return [unitDrawingFileName(pictures.drawing as DrawnType)]
}
