import type { Payload } from 'payload'
import { svgToWebp } from '../catalog/render'
import { ensureMedia } from '../catalog/upload'
import { worksites } from './content'
import { drawWorksite } from './drawing'

/** The worksite drawings of the home page's worksite explorer, drawn and uploaded when missing. Media ids by file name. */
export const seedWorksiteMedia = (payload: Payload) =>
  ensureMedia(
    payload,
    Object.values(worksites).map((site) => ({ filename: site.file, mimetype: 'image/webp' as const, alt: site.alt, render: () => svgToWebp(drawWorksite(site.scene)) })),
  )
