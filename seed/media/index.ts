import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Payload } from 'payload'
import { ensureMedia } from '../catalog/upload'

/**
 * The seed's video and its poster, made here (scripts/make-seed-video.mjs, Debian's ffmpeg) and
 * kept beside this file: an 8-second silent animation of a container delivered to a site.
 */
export const videoFiles = {
  deliveryVideo: 'container-delivery.mp4',
  deliveryPoster: 'container-delivery-poster.webp',
} as const

const alt = {
  deliveryVideo: { en: 'Animation: a truck delivers a Boxline container to a site and drives away', fr: 'Animation : un camion livre un conteneur Boxline sur un chantier et repart' },
  deliveryPoster: { en: 'A Boxline container resting on a site beside the road', fr: 'Un conteneur Boxline déposé sur un chantier, au bord de la route' },
}

const read = (file: string) => () => readFile(path.resolve('seed/media', file))

/** Uploads the delivery video and its poster once (found by file name); returns media ids by file name. */
export function seedVideoMedia(payload: Payload): Promise<Map<string, number>> {
  return ensureMedia(payload, [
    { filename: videoFiles.deliveryVideo, mimetype: 'video/mp4', alt: alt.deliveryVideo, render: read(videoFiles.deliveryVideo) },
    { filename: videoFiles.deliveryPoster, mimetype: 'image/webp', alt: alt.deliveryPoster, render: read(videoFiles.deliveryPoster) },
  ])
}
