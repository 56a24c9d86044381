import { GALLERY_SIZE } from '../catalog/drawing/container'
import { backdrop, blur, circle, polygon, polyline, shade, svgDocument, type Point } from '../catalog/drawing/svg'
import type { ProductType } from '../../src/features/units'

/**
 * One parametrized drawing of a modular unit (office trailer, classroom, booth, van trailer…),
 * in the same three-quarter parallel projection, frame and backdrop as the catalog's container
 * drawings, so both sit side by side on the site. Sizes are in feet.
 */
export type UnitLook = {
  length: number
  depth: number
  height: number
  body: string
  trim: string
  /** Siding: horizontal lap lines, vertical corrugation (containers) or smooth panels. */
  skin: 'lap' | 'ribs' | 'panel'
  /** Window rectangles on the long face: [start x, width] in feet (sill and head are shared). */
  windows: readonly (readonly [number, number])[]
  window: { sill: number; head: number }
  /** Doors on the long face: [start x, width]. */
  doors: readonly (readonly [number, number])[]
  chassis: 'skid' | 'axles' | 'van' | 'container'
  steps?: boolean
  /** Refrigeration unit on the end face. */
  reefer?: boolean
  /** Position of the first axle, as a share of the length (trailers). Default 0.55. */
  axleAt?: number
  /** Windows on the end face too (booths). */
  endWindow?: boolean
}

const { width: WIDTH, height: HEIGHT } = GALLERY_SIZE
const GLASS = '#9fc3dd'
const STEEL = '#3a3f45'
const MAX_SCALE = 34

const look = (base: Omit<UnitLook, 'window' | 'skin' | 'trim'> & Partial<Pick<UnitLook, 'window' | 'skin' | 'trim'>>): UnitLook => ({
  window: { sill: 3, head: 6.2 },
  skin: 'lap',
  trim: shade(base.body, -0.35),
  ...base,
})

/** The look of each product type that has no catalog picture. */
export const unitLooks: Record<Exclude<ProductType, 'storageContainer'>, UnitLook> = {
  containerOffice: look({ length: 20, depth: 8, height: 8.5, body: '#4f6d8f', skin: 'ribs', windows: [[3, 4], [12.5, 4]], doors: [[8.5, 3]], chassis: 'container', window: { sill: 3.2, head: 6.4 } }),
  officeTrailer: look({ length: 44, depth: 10, height: 9.5, body: '#e6e0d2', trim: '#7a5c3e', windows: [[3, 4], [10, 4], [25, 4], [33, 4]], doors: [[18, 3]], chassis: 'axles', steps: true }),
  salesOffice: look({ length: 40, depth: 12, height: 10, body: '#f0eee8', trim: '#1e40af', windows: [[3, 10], [20, 4], [28, 4]], doors: [[14.5, 3.5]], chassis: 'skid', steps: true, window: { sill: 2.4, head: 7.2 } }),
  classroom: look({ length: 48, depth: 24, height: 10, body: '#d8dee6', trim: '#44546a', windows: [[3, 5], [10, 5], [30, 5], [37, 5]], doors: [[21, 3.5]], chassis: 'skid', steps: true }),
  bunkhouse: look({ length: 44, depth: 12, height: 9.5, body: '#c9d3c0', trim: '#4d5b3f', windows: [[3, 3], [10, 3], [24, 3], [31, 3], [38, 3]], doors: [[17, 3]], chassis: 'axles', steps: true, window: { sill: 4, head: 6.5 } }),
  toiletTrailer: look({ length: 20, depth: 8, height: 9, body: '#f3f4f6', trim: '#1d4ed8', windows: [[7.6, 2], [10.4, 2]], doors: [[2.5, 2.8], [14.7, 2.8]], chassis: 'axles', axleAt: 0.42, steps: true, window: { sill: 5.5, head: 7 } }),
  guardHouse: look({ length: 8, depth: 8, height: 9, body: '#e8edf2', trim: '#334155', skin: 'panel', windows: [[0.6, 3.2]], doors: [[4.4, 3]], chassis: 'skid', endWindow: true, window: { sill: 3.4, head: 7.4 } }),
  panelizedProduct: look({ length: 12, depth: 12, height: 9, body: '#dce5ee', trim: '#475569', skin: 'panel', windows: [[1.2, 3]], doors: [[6.5, 3.2]], chassis: 'skid' }),
  inPlantOffice: look({ length: 16, depth: 12, height: 9, body: '#eef1f4', trim: '#0f766e', skin: 'panel', windows: [[1, 9]], doors: [[11.5, 3]], chassis: 'skid', window: { sill: 3.4, head: 7 } }),
  pumpHouse: look({ length: 10, depth: 8, height: 8, body: '#c9b999', trim: '#6b5536', windows: [], doors: [[3, 4]], chassis: 'skid' }),
  vanTrailer: look({ length: 48, depth: 8.5, height: 13.5, body: '#f3f5f7', trim: '#64748b', skin: 'panel', windows: [], doors: [], chassis: 'van' }),
  cleanRoom: look({ length: 20, depth: 12, height: 9.5, body: '#f7f9fb', trim: '#0e7490', skin: 'panel', windows: [[2, 6]], doors: [[12, 3.5]], chassis: 'skid', window: { sill: 3.6, head: 6.6 } }),
  coldStorage: look({ length: 20, depth: 8, height: 8.5, body: '#eef1f4', trim: '#94a3b8', skin: 'ribs', windows: [], doors: [], chassis: 'container', reefer: true }),
  others: look({ length: 10, depth: 8, height: 9, body: '#d6e2ee', trim: '#b45309', skin: 'panel', windows: [[0.8, 3], [5.8, 3]], doors: [], chassis: 'skid', endWindow: true, window: { sill: 3.4, head: 6.6 } }),
}

/** The exterior of a unit, three-quarter view, as SVG (1200 × 800). */
export function drawUnit(unit: UnitLook): string {
  const { length: L, depth: D, height: H } = unit
  const lift = unit.chassis === 'axles' ? 2.4 : unit.chassis === 'van' ? 4 : unit.chassis === 'skid' ? 0.8 : 0.45
  const [alpha, beta] = [(7 * Math.PI) / 180, (28 * Math.PI) / 180]
  const u = { ax: Math.cos(alpha), ay: Math.sin(alpha), bx: 0.62 * Math.cos(beta), by: -0.62 * Math.sin(beta) }
  const raw = (x: number, y: number, z: number): Point => [x * u.ax + z * u.bx, -y + x * u.ay + z * u.by]
  const corners = [raw(0, 0, 0), raw(L, 0, 0), raw(L, 0, D), raw(0, 0, D), raw(0, H + lift, 0), raw(L, H + lift, 0), raw(L, H + lift, D), raw(0, H + lift, D)]
  if (unit.chassis === 'axles') corners.push(raw(-4, 0, 0))
  const xs = corners.map(([x]) => x)
  const ys = corners.map(([, y]) => y)
  // Small units are drawn at most at MAX_SCALE px per foot, so a booth does not look as big as a trailer.
  const scale = Math.min(MAX_SCALE, (WIDTH * 0.78) / (Math.max(...xs) - Math.min(...xs)), (HEIGHT * 0.62) / (Math.max(...ys) - Math.min(...ys)))
  const ox = WIDTH / 2 - ((Math.max(...xs) + Math.min(...xs)) / 2) * scale
  const oy = HEIGHT * 0.52 - ((Math.max(...ys) + Math.min(...ys)) / 2) * scale
  /** Feet (x along the long face, y up from the ground, z into the picture) to pixels. */
  const p = (x: number, y: number, z = 0): Point => {
    const [rx, ry] = raw(x, y, z)
    return [ox + rx * scale, oy + ry * scale]
  }
  const front = (x0: number, x1: number, y0: number, y1: number) => [p(x0, y0), p(x1, y0), p(x1, y1), p(x0, y1)]
  const end = (z0: number, z1: number, y0: number, y1: number) => [p(L, y0, z0), p(L, y0, z1), p(L, y1, z1), p(L, y1, z0)]
  const top = lift + H
  const parts: string[] = []

  // shadow on the floor
  parts.push(polygon([p(-1, 0, -1.5), p(L + 1.5, 0, -1.5), p(L + 2, 0, D + 1), p(-0.5, 0, D + 1)], '#1e293b', { opacity: 0.22, filter: 'url(#soft)' }))

  // chassis below the box
  if (unit.chassis === 'axles' || unit.chassis === 'van') {
    const beam = lift * 0.35
    parts.push(polygon(front(L * 0.04, L * 0.96, lift - beam, lift), STEEL))
    const axle = unit.axleAt ?? 0.55
    const axles = unit.chassis === 'van' ? [L - 9, L - 5] : [L * axle, L * axle + 3.2]
    for (const x of axles) parts.push(wheel(p, x, unit.chassis === 'van' ? 1.7 : 1.25))
    // tongue and jack (trailers) or landing gear (van)
    if (unit.chassis === 'axles') {
      parts.push(polyline([p(0, lift - 0.4, 0.5), p(-3.6, 0.9, D / 2), p(0, lift - 0.4, D - 0.5)], STEEL, 0.32 * scale))
      parts.push(polyline([p(-2.6, 1.2, D / 2), p(-2.6, 0, D / 2)], STEEL, 0.25 * scale))
    } else {
      parts.push(polyline([p(8, lift - 0.2), p(8, 0.2)], STEEL, 0.3 * scale), polygon(front(7.5, 8.5, 0, 0.25), STEEL))
    }
  } else if (unit.chassis === 'skid') {
    parts.push(polygon(front(0.3, L - 0.3, 0, lift), shade(unit.trim, -0.2)))
    parts.push(polygon(end(0.3, D - 0.3, 0, lift), shade(unit.trim, -0.4)))
  }

  // the box: end face, long face, roof
  parts.push(polygon(end(0, D, lift, top), shade(unit.body, -0.16)))
  parts.push(polygon(front(0, L, lift, top), unit.body))
  parts.push(polygon([p(0, top, 0), p(L, top, 0), p(L, top, D), p(0, top, D)], shade(unit.body, 0.3)))
  parts.push(polyline([p(0, top, 0), p(0, top, D), p(L, top, D), p(L, top, 0)], shade(unit.body, -0.25), 0.06 * scale))

  // skin texture on the long and end faces
  if (unit.skin === 'lap') {
    for (let y = lift + 0.55; y < top - 0.4; y += 0.55) {
      parts.push(polyline([p(0, y), p(L, y)], shade(unit.body, -0.12), 0.05 * scale))
      parts.push(polyline([p(L, y, 0), p(L, y, D)], shade(unit.body, -0.26), 0.05 * scale))
    }
  } else if (unit.skin === 'ribs') {
    for (let x = 0.5; x < L - 0.3; x += 0.9) parts.push(polygon(front(x, x + 0.3, lift + 0.3, top - 0.3), shade(unit.body, -0.1)))
    for (let z = 0.5; z < D - 0.3; z += 0.9) parts.push(polygon(end(z, z + 0.3, lift + 0.3, top - 0.3), shade(unit.body, -0.24)))
  } else {
    const panels = Math.max(1, Math.round(L / 4))
    for (let i = 1; i < panels; i++) parts.push(polyline([p((L / panels) * i, lift), p((L / panels) * i, top)], shade(unit.body, -0.12), 0.05 * scale))
  }

  // fascia and corner trim
  parts.push(polygon(front(0, L, top - 0.45, top), unit.trim), polygon(end(0, D, top - 0.45, top), shade(unit.trim, -0.2)))
  parts.push(polygon(front(0, L, lift, lift + 0.3), unit.trim), polygon(end(0, D, lift, lift + 0.3), shade(unit.trim, -0.2)))
  parts.push(polygon(front(0, 0.25, lift, top), unit.trim), polygon(front(L - 0.25, L, lift, top), unit.trim))

  // windows and doors
  const { sill, head } = unit.window
  for (const [x, w] of unit.windows) {
    parts.push(polygon(front(x - 0.15, x + w + 0.15, lift + sill - 0.15, lift + head + 0.15), unit.trim))
    parts.push(polygon(front(x, x + w, lift + sill, lift + head), GLASS))
    parts.push(polygon([p(x + w * 0.15, lift + head - 0.2), p(x + w * 0.45, lift + head - 0.2), p(x + w * 0.2, lift + sill + 0.3), p(x + w * 0.05, lift + sill + 0.3)], '#ffffff', { opacity: 0.35 }))
    if (w > 3.5) parts.push(polyline([p(x + w / 2, lift + sill), p(x + w / 2, lift + head)], unit.trim, 0.12 * scale))
  }
  if (unit.endWindow) {
    parts.push(polygon(end(0.8, D - 0.8, lift + sill, lift + head), shade(GLASS, -0.15)))
  }
  for (const [x, w] of unit.doors) {
    parts.push(polygon(front(x - 0.15, x + w + 0.15, lift + 0.3, lift + 7.15), unit.trim))
    parts.push(polygon(front(x, x + w, lift + 0.3, lift + 7), shade(unit.body, -0.06)))
    parts.push(polygon(front(x + w * 0.25, x + w * 0.75, lift + 4.6, lift + 6.3), GLASS))
    parts.push(circle(...p(x + w - 0.4, lift + 3.4), 0.13 * scale, STEEL))
    if (unit.steps && lift > 0.5) {
      // a small stair in front of the door: treads from the door sill down toward the viewer
      const count = Math.max(2, Math.round(lift / 0.75))
      const rise = lift / count
      for (let i = 0; i < count; i++) {
        const y = lift - i * rise
        const [z0, z1] = [-i * 1.1, -(i + 1) * 1.1]
        parts.push(polygon([p(x - 0.5, y, z0), p(x + w + 0.5, y, z0), p(x + w + 0.5, y, z1), p(x - 0.5, y, z1)], '#9aa1a9'))
        parts.push(polygon([p(x - 0.5, y - rise, z1), p(x + w + 0.5, y - rise, z1), p(x + w + 0.5, y, z1), p(x - 0.5, y, z1)], '#6b7280'))
      }
    }
  }

  // van trailer: rear swing doors on the end face; reefer: cooling unit on the end face
  if (unit.chassis === 'van') {
    parts.push(polyline([p(L, lift + 0.3, D / 2), p(L, top - 0.45, D / 2)], shade(unit.trim, -0.3), 0.08 * scale))
    for (const z of [D * 0.25, D * 0.75]) parts.push(polyline([p(L, lift + 0.5, z), p(L, top - 0.6, z)], STEEL, 0.1 * scale))
  }
  if (unit.reefer) {
    parts.push(polygon(end(0.6, D - 0.6, lift + 0.8, top - 0.8), '#cbd5e1'))
    for (let y = lift + 1.4; y < top - 1.2; y += 0.5) parts.push(polyline([p(L, y, 1.2), p(L, y, D / 2 - 0.3)], '#64748b', 0.08 * scale))
    parts.push(circle(...p(L, lift + (top - lift) * 0.55, D * 0.72), 1.1 * scale * 0.6, '#475569'))
  }
  if (unit.chassis === 'container') {
    for (const [x, z] of [[0, 0], [L, 0], [L, D]] as const) {
      parts.push(polygon([p(x, lift, z), p(x, lift + 0.45, z), p(x - (x ? 0.45 : -0.45), lift + 0.45, z), p(x - (x ? 0.45 : -0.45), lift, z)], STEEL))
      parts.push(polygon([p(x, top - 0.45, z), p(x, top, z), p(x - (x ? 0.45 : -0.45), top, z), p(x - (x ? 0.45 : -0.45), top - 0.45, z)], STEEL))
    }
  }

  const bg = backdrop(WIDTH, HEIGHT)
  return svgDocument(WIDTH, HEIGHT, bg.body + parts.join(''), bg.defs + blur('soft', 14))
}

/** A wheel on the near side: a dark tyre and a grey hub, flattened by the projection. */
function wheel(p: (x: number, y: number, z?: number) => Point, x: number, r: number): string {
  const ring = (radius: number) => Array.from({ length: 24 }, (_, i) => p(x + radius * Math.cos((i / 24) * 2 * Math.PI), r + radius * Math.sin((i / 24) * 2 * Math.PI), -0.1))
  return polygon(ring(r), '#1f2328') + polygon(ring(r * 0.5), '#9aa1a9')
}
