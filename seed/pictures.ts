import type { Payload } from 'payload'
import { containers } from './catalog/data/containers'
import { GALLERY_VIEWS, fileNames, type GalleryView } from './catalog/data/media'
import { svgToWebp } from './catalog/render'
import { containerMedia } from './catalog/steps'
import { ensureMedia, type MediaFile } from './catalog/upload'
import { drawUnit, unitLooks } from './units/drawing'
import { unitDrawingAlt, unitDrawingFileName, type DrawnType } from './units/media'

/**
 * The pictures the seeded news, events and articles show (issue 43, item 7: they were handed out in
 * turn, so a toilet trailer illustrated an agriculture show): a unit drawing, or one view of the
 * catalog's 20 ft standard container.
 */
export type SeedPicture = DrawnType | GalleryView

/** The container the container views show: the 20 ft standard, as in the catalog. */
const pictured = containers.find((container) => container.productCode === '20WS')!
const isGalleryView = (picture: SeedPicture): picture is GalleryView => (GALLERY_VIEWS as readonly string[]).includes(picture)

/** A picture's media file name. */
export const pictureFile = (picture: SeedPicture): string => (isGalleryView(picture) ? fileNames.gallery(pictured, picture) : unitDrawingFileName(picture))

/**
 * What a text is about, as the picture to show beside it: the first subject its words name, in this
 * order (the narrower units first), else the container from outside.
 */
const SUBJECTS: readonly [SeedPicture, RegExp][] = [
  ['classroom', /classroom|school/i],
  ['toiletTrailer', /restroom|toilet|washroom|sanitation/i],
  ['coldStorage', /\bcold\b|refrigerat|reefer|frozen|froid|réfrig/i],
  ['bunkhouse', /bunkhouse|crew housing|\bcamp\b|dortoir/i],
  ['guardHouse', /guard|booth|gatehouse|guérite|kiosque/i],
  ['cleanRoom', /clean ?room|laborator/i],
  ['inPlantOffice', /in-plant|plant office|warehouse office/i],
  ['officeTrailer', /site office|office trailer|mobile office|bureau de chantier/i],
  ['salesOffice', /sales office|showroom|office|bureau/i],
  ['containerOffice', /custom|conversion|modif|personnalis/i],
  ['doors-open', /door|lock|secur|theft|porte|verrou|sécur/i],
  ['interior', /inside|shelv|rack|organi[sz]|interior|intérieur|étagère/i],
]

export function pictureOf(text: string): SeedPicture {
  return SUBJECTS.find(([, words]) => words.test(text))?.[0] ?? 'exterior'
}

/** Finds or makes every picture's media: ids by file name. */
export async function ensurePictures(payload: Payload): Promise<Map<string, number>> {
  const drawn = Object.keys(unitLooks) as DrawnType[]
  return ensureMedia(payload, [
    ...containerMedia(pictured),
    ...drawn.map<MediaFile>((type) => ({ filename: unitDrawingFileName(type), mimetype: 'image/webp', alt: unitDrawingAlt(type), render: () => svgToWebp(drawUnit(unitLooks[type])) })),
  ])
}
