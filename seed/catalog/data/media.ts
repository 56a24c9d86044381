import type { AccessoryData } from './accessories'
import type { CategoryCode } from './categories'
import type { ContainerData } from './containers'
import { text, type Locale, type Text } from './text'

/** The three gallery pictures of every container, in gallery order. */
export const GALLERY_VIEWS = ['exterior', 'doors-open', 'interior'] as const
export type GalleryView = (typeof GALLERY_VIEWS)[number]

/** The body colour of each category's containers, as the alt text names it. */
export const colourNames: Record<CategoryCode, Text> = {
  standard: text('slate blue', 'bleu ardoise'),
  premium: text('deep green', 'vert forêt'),
  'tri-cam': text('orange', 'orange'),
}

const lowerFirst = (value: string) => value.charAt(0).toLowerCase() + value.slice(1)

export function galleryAlt(container: ContainerData, view: GalleryView): Text {
  const { name } = container
  const colour = colourNames[container.category]
  switch (view) {
    case 'exterior':
      return text(`${name.en}, ${colour.en}, seen from the door end`, `${name.fr}, ${colour.fr}, vu du côté des portes`)
    case 'doors-open':
      return text(`${name.en} with its doors open, showing the empty interior`, `${name.fr}, portes ouvertes, montrant l’intérieur vide`)
    case 'interior':
      return text(
        `Inside the ${name.en}: steel shelving, a tool rack and LED lighting`,
        `Intérieur du ${lowerFirst(name.fr)}\u00a0: étagères en acier, support à outils et éclairage DEL`,
      )
  }
}

/** Alt text of the product sheet in `language`: each language's library names the other's sheet as such. */
export const productSheetAlt = (container: ContainerData, language: Locale = 'en'): Text =>
  language === 'en'
    ? text(`Product sheet (PDF): ${container.name.en}`, `Fiche produit en anglais (PDF)\u00a0: ${lowerFirst(container.name.fr)}`)
    : text(`French product sheet (PDF): ${container.name.en}`, `Fiche produit (PDF)\u00a0: ${lowerFirst(container.name.fr)}`)

/** File names are the media's identity: the seed finds what it uploaded before by them. */
export const fileNames = {
  gallery: (container: ContainerData, view: GalleryView) => `container-${container.productCode.toLowerCase()}-${view}.webp`,
  productSheet: (container: ContainerData, language: Locale = 'en') =>
    `boxline-${container.productCode}-${language === 'en' ? 'product-sheet' : 'fiche-produit'}.pdf`,
  accessory: (accessory: AccessoryData) => `accessory-${accessory.sku.replace(/^ACC-/, '').toLowerCase()}.webp`,
}
