import { drawContainer, GALLERY_SIZE, type ContainerLook } from '../catalog/drawing/container'
import { linearGradient, rect, svgDocument } from '../catalog/drawing/svg'
import { drawUnit, unitLooks } from '../units/drawing'

/**
 * A wide worksite scene for the worksite explorer (spec 3 §2): the catalog's container drawings
 * and the used units' drawings, without their studio backdrop, set side by side on the ground
 * under a sky. The hotspots' positions come from the same placements, so a dot always sits on
 * its unit.
 */
export const WORKSITE_SIZE = { width: 2400, height: 620 } as const

type Subject = { container: ContainerLook } | { unit: keyof typeof unitLooks }
/** A drawing on the scene: its left edge and its width (the drawing keeps its 3:2 frame). */
export type Placement = { key: string; subject: Subject; x: number; width: number }
export type Scene = { ground: 'gravel' | 'grass'; placements: readonly Placement[] }

/** The ground line: drawings stand on it (their floor sits about 82 % down their frame). */
const GROUND_Y = 480
const FLOOR_AT = 0.82

const frameHeight = (width: number) => (width * GALLERY_SIZE.height) / GALLERY_SIZE.width
const frameTop = (width: number) => GROUND_Y - frameHeight(width) * FLOOR_AT

/** Where a dot sits on a placed drawing: its middle, a little above half its height, in percent of the scene (one decimal). */
export function dotPosition(placement: Placement): { top: number; left: number } {
  const round = (value: number) => Math.round(value * 10) / 10
  const centreX = placement.x + placement.width / 2
  const centreY = frameTop(placement.width) + frameHeight(placement.width) * 0.5
  return { top: round((centreY / WORKSITE_SIZE.height) * 100), left: round((centreX / WORKSITE_SIZE.width) * 100) }
}

/** A drawing as a nested <svg>, its backdrop dropped and its ids prefixed (one document, unique ids). */
function nested(svg: string, prefix: string, x: number, width: number): string {
  const inner = svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>$/, '')
    .replace(/<rect[^>]*fill="url\(#backdrop\)"[^>]*\/>/, '')
    .replace(/id="([^"]+)"/g, `id="${prefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}-$1)`)
  const { width: w, height: h } = GALLERY_SIZE
  return `<svg x="${x}" y="${Math.round(frameTop(width))}" width="${width}" height="${Math.round(frameHeight(width))}" viewBox="0 0 ${w} ${h}">${inner}</svg>`
}

const grounds = {
  gravel: { near: '#cdbf9f', far: '#b9a983', line: '#a8987a' },
  grass: { near: '#a7c58f', far: '#8fb277', line: '#7a9c63' },
} as const

export function drawWorksite(scene: Scene): string {
  const { width, height } = WORKSITE_SIZE
  const ground = grounds[scene.ground]
  const defs =
    linearGradient('sky', [
      [0, '#cfe3f5'],
      [1, '#eef4f9'],
    ]) +
    linearGradient('ground', [
      [0, ground.far],
      [1, ground.near],
    ])
  const horizon = 280
  const backdrop =
    rect(0, 0, width, horizon, 'url(#sky)') +
    rect(0, horizon, width, height - horizon, 'url(#ground)') +
    // A fence along the back of the site.
    rect(0, horizon - 46, width, 4, '#94a3b8') +
    rect(0, horizon - 22, width, 3, '#94a3b8') +
    Array.from({ length: Math.ceil(width / 120) + 1 }, (_, i) => rect(i * 120, horizon - 60, 6, 62, '#64748b')).join('')
  const drawings = scene.placements
    .map((placement, i) => {
      const svg = 'container' in placement.subject ? drawContainer(placement.subject.container, 'exterior') : drawUnit(unitLooks[placement.subject.unit])
      return nested(svg, `d${i}`, placement.x, placement.width)
    })
    .join('')
  return svgDocument(width, height, backdrop + drawings, defs)
}
