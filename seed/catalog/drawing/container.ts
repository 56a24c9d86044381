import type { CategoryCode } from '../data/categories'
import type { ContainerLength } from '../data/containers'
import type { GalleryView } from '../data/media'
import { backdrop, blur, linearGradient, polygon, polyline, shade, svgDocument, type Point } from './svg'

/**
 * One parametrized drawing of a shipping container, in three views. Sizes are in feet; the
 * category sets the colour, the lining and the door hardware; the length sets the proportions.
 */
export type ContainerLook = { length: ContainerLength; category: CategoryCode }

export const GALLERY_SIZE = { width: 1200, height: 800 } as const
const { width: WIDTH, height: HEIGHT } = GALLERY_SIZE

export const bodyColours: Record<CategoryCode, string> = {
  standard: '#4f6d8f',
  premium: '#2e6b50',
  'tri-cam': '#e27b26',
}

const H = 8.5 // exterior height
const W = 8 // exterior width
const FLOOR = 0.45 // floor level above the ground
const STEEL = '#3a3f45'

type Style = { body: string; lined: boolean; triCam: boolean; lockBox: boolean }
const styleOf = ({ category }: ContainerLook): Style => ({
  body: bodyColours[category],
  lined: category === 'premium',
  triCam: category === 'tri-cam',
  lockBox: category !== 'standard',
})

/** Inside sizes, as in the specification lines (a lined box loses a few inches to its panels). */
const inside = (look: ContainerLook, lined: boolean) => ({
  length: look.length === 20 ? (lined ? 19 : 19.33) : lined ? 39.08 : 39.42,
  halfWidth: (lined ? 7.33 : 7.67) / 2,
  height: lined ? 7.5 : 7.83,
})

/** Corrugation: `count` evenly spaced ribs over [from, to], each as [start, end] of its shaded flank and trough. */
function ribs(from: number, to: number, pitch: number) {
  const count = Math.max(1, Math.round((to - from) / pitch))
  const step = (to - from) / count
  return Array.from({ length: count }, (_, i) => {
    const start = from + i * step
    return { light: [start, start + step * 0.12], shadow: [start + step * 0.56, start + step * 0.7], trough: [start + step * 0.7, start + step] } as const
  })
}

// ————————————————————————————————————————— exterior, three-quarter view (parallel projection)

function exterior(look: ContainerLook): string {
  const style = styleOf(look)
  const L = look.length
  const base = style.body
  const [alpha, beta] = [(7 * Math.PI) / 180, (21 * Math.PI) / 180]
  const unit = { ax: 0.95 * Math.cos(alpha), ay: 0.95 * Math.sin(alpha), bx: 0.78 * Math.cos(beta), by: -0.78 * Math.sin(beta) }
  // Fit the box into the frame: project at unit scale, then scale and centre.
  const raw = (x: number, y: number, z: number): Point => [x * unit.ax + z * unit.bx, -y + x * unit.ay + z * unit.by]
  const corners = [0, L].flatMap((x) => [0, H].flatMap((y) => [0, W].map((z) => raw(x, y, z))))
  const [minX, maxX] = [Math.min(...corners.map((p) => p[0])), Math.max(...corners.map((p) => p[0]))]
  const [minY, maxY] = [Math.min(...corners.map((p) => p[1])), Math.max(...corners.map((p) => p[1]))]
  const s = Math.min(1040 / (maxX - minX), 560 / (maxY - minY))
  const [ox, oy] = [WIDTH / 2 - ((minX + maxX) / 2) * s, HEIGHT / 2 + 30 - ((minY + maxY) / 2) * s]
  const p = (x: number, y: number, z: number): Point => {
    const [u, v] = raw(x, y, z)
    return [ox + u * s, oy + v * s]
  }
  const side = (x1: number, x2: number, y1: number, y2: number, fill: string) => polygon([p(x1, y1, 0), p(x2, y1, 0), p(x2, y2, 0), p(x1, y2, 0)], fill)
  const end = (z1: number, z2: number, y1: number, y2: number, fill: string) => polygon([p(L, y1, z1), p(L, y1, z2), p(L, y2, z2), p(L, y2, z1)], fill)
  const top = (x1: number, x2: number, z1: number, z2: number, fill: string) => polygon([p(x1, H, z1), p(x2, H, z1), p(x2, H, z2), p(x1, H, z2)], fill)

  const out: string[] = []
  // Ground shadow.
  out.push(polygon([p(-0.6, 0, -0.9), p(L + 1.4, 0, -0.9), p(L + 1.4, 0, W + 0.8), p(-0.6, 0, W + 0.8)], '#1d2833', { opacity: 0.32, filter: 'url(#soft)' }))

  // Roof: panels with shallow transverse ribs, rails along both edges, corner castings.
  out.push(top(0, L, 0, W, shade(base, 0.24)))
  for (let x = 1; x < L - 0.8; x += 1.85) out.push(top(x, x + 0.22, 0.4, W - 0.4, shade(base, 0.14)))
  out.push(top(0, L, 0, 0.35, shade(base, 0.32)), top(0, L, W - 0.35, W, shade(base, 0.3)))
  for (const [x, z] of [[0, 0], [L - 0.6, 0], [0, W - 0.5], [L - 0.6, W - 0.5]]) out.push(top(x, x + 0.6, z, z + 0.5, shade(base, -0.45)))

  // Long side: corrugated panel between the rails and corner posts.
  out.push(side(0, L, 0, H, base))
  for (const rib of ribs(0.55, L - 0.55, 0.95)) {
    out.push(side(rib.light[0], rib.light[1], 0.5, H - 0.4, shade(base, 0.14)))
    out.push(side(rib.shadow[0], rib.shadow[1], 0.5, H - 0.4, shade(base, -0.3)))
    out.push(side(rib.trough[0], rib.trough[1], 0.5, H - 0.4, shade(base, -0.12)))
  }
  out.push(side(0, L, H - 0.4, H, shade(base, 0.08)), side(0, L, H - 0.42, H - 0.38, shade(base, 0.3)))
  out.push(side(0, L, 0, 0.5, shade(base, -0.22)))
  if (L === 20) for (const x of [L / 2 - 3.6, L / 2 + 2.1]) out.push(side(x, x + 1.5, 0.08, 0.4, '#1a1e22'))
  out.push(side(0, 0.55, 0, H, shade(base, -0.08)), side(L - 0.55, L, 0, H, shade(base, -0.08)))
  for (const [x, y] of [[0, 0], [L - 0.6, 0], [0, H - 0.42], [L - 0.6, H - 0.42]]) {
    out.push(side(x, x + 0.6, y, y + 0.42, shade(base, -0.45)), side(x + 0.15, x + 0.45, y + 0.12, y + 0.3, '#15181b'))
  }

  // Door end.
  const endBase = shade(base, -0.1)
  out.push(end(0, W, 0, H, endBase))
  const [doorBottom, doorTop, post] = [0.45, H - 0.65, 0.5]
  const doors: [number, number][] = [[post, W / 2], [W / 2, W - post]]
  for (const [z1, z2] of doors) {
    out.push(end(z1, z2, doorBottom, doorTop, shade(base, -0.04)))
    for (const rib of ribs(z1 + 0.1, z2 - 0.1, 0.6)) {
      out.push(end(rib.light[0], rib.light[1], doorBottom + 0.2, doorTop - 0.2, shade(base, 0.1)))
      out.push(end(rib.shadow[0], rib.shadow[1], doorBottom + 0.2, doorTop - 0.2, shade(base, -0.3)))
      out.push(end(rib.trough[0], rib.trough[1], doorBottom + 0.2, doorTop - 0.2, shade(base, -0.14)))
    }
  }
  out.push(end(W / 2 - 0.03, W / 2 + 0.03, doorBottom, doorTop, '#1a1e22'))
  out.push(end(0, W, doorTop, H, shade(base, -0.02)), end(0, W, 0, doorBottom, shade(base, -0.25)))
  out.push(end(0, post, 0, H, shade(base, -0.16)), end(W - post, W, 0, H, shade(base, -0.2)))
  for (const y of [1.2, 3.2, 5.3, 7.2]) out.push(end(post - 0.05, post + 0.22, y, y + 0.35, STEEL), end(W - post - 0.22, W - post + 0.05, y, y + 0.35, STEEL))
  for (const [z, y] of [[0, 0], [W - 0.55, 0], [0, H - 0.42], [W - 0.55, H - 0.42]]) {
    out.push(end(z, z + 0.55, y, y + 0.42, shade(base, -0.45)), end(z + 0.15, z + 0.4, y + 0.12, y + 0.3, '#15181b'))
  }

  const metal = shade(base, 0.42)
  const metalDark = shade(base, -0.5)
  if (style.triCam) {
    // Three cam bars across each door, tied by a centre bar, with one lever per door.
    for (const [z1, z2] of doors) {
      const centre = (z1 + z2) / 2
      out.push(end(centre - 0.07, centre + 0.07, doorBottom + 0.1, doorTop - 0.1, '#4b5158'))
      for (const y of [doorBottom + 0.75, (doorBottom + doorTop) / 2, doorTop - 0.75]) {
        out.push(end(z1 + 0.12, z2 - 0.12, y - 0.13, y + 0.13, '#2c3136'), end(z1 + 0.12, z2 - 0.12, y + 0.06, y + 0.13, '#9aa3ac'))
        out.push(end(z1 + 0.02, z1 + 0.32, y - 0.22, y + 0.22, '#1d2126'), end(z2 - 0.32, z2 - 0.02, y - 0.22, y + 0.22, '#1d2126'))
      }
      out.push(end(centre - 0.11, centre + 0.11, 2.6, 4.6, '#2c3136'), end(centre - 0.06, centre + 0.06, 2.7, 4.5, '#c9cfd5'))
    }
  } else {
    // Four lock rods with cam keepers and handles.
    for (const [z1, z2] of doors) {
      for (const t of [0.3, 0.72]) {
        const z = z1 + (z2 - z1) * t
        out.push(end(z - 0.06, z + 0.06, doorBottom - 0.2, doorTop + 0.25, metalDark), end(z - 0.03, z + 0.03, doorBottom - 0.2, doorTop + 0.25, metal))
        out.push(end(z - 0.14, z + 0.14, doorTop + 0.05, doorTop + 0.35, STEEL), end(z - 0.14, z + 0.14, doorBottom - 0.3, doorBottom, STEEL))
        out.push(end(z - 0.04, z + 0.62, 3.4, 3.56, metalDark), end(z + 0.5, z + 0.66, 3.25, 3.7, STEEL))
      }
    }
  }
  if (style.lockBox) {
    out.push(end(W / 2 - 0.38, W / 2 + 0.38, 3.75, 4.55, '#2a2e33'), end(W / 2 - 0.3, W / 2 + 0.3, 3.75, 3.95, '#111417'), end(W / 2 - 0.38, W / 2 + 0.38, 4.45, 4.55, '#8a939c'))
  } else {
    out.push(end(W / 2 - 0.2, W / 2 + 0.2, 3.9, 4.3, '#2a2e33'))
  }
  return svgDocument(WIDTH, HEIGHT, backdropBody() + out.join(''), backdropDefs() + blur('soft', 10))
}

// ————————————————————————————————————————— perspective views (doors open, interior)

type Camera = { cx: number; cy: number; k: number; eyeX: number; eyeY: number; eyeD: number }
type Vec = readonly [number, number, number] // X across (0 = centre), Y up, D depth from the door face
const project = (camera: Camera) => ([X, Y, D]: Vec): Point => {
  const f = camera.k / (D - camera.eyeD)
  return [camera.cx + (X - camera.eyeX) * f, camera.cy - (Y - camera.eyeY) * f]
}

/** The inside of the box: back wall, ceiling, walls and floor, with ribs or liner seams and plank lines. */
function tunnel(look: ContainerLook, style: Style, camera: Camera, near: number) {
  const P = project(camera)
  const q = (list: Vec[], fill: string, extra = {}) => polygon(list.map(P), fill, extra)
  const { length: Li, halfWidth: wi, height: Hi } = inside(look, style.lined)
  const [y0, y1] = [FLOOR, FLOOR + Hi]
  const wall = style.lined ? '#f4f2ec' : '#d9dcdf'
  const out: string[] = []
  const defs: string[] = []
  // Each surface fades from lit at the doors to dim at the back.
  const fade = (id: string, from: Vec, to: Vec, lit: string, dim: string) => {
    const start = Math.max(from[2], camera.eyeD + 3)
    const [a, b] = [P([from[0], from[1], start]), P(to)]
    defs.push(linearGradient(id, [[0, lit], [1, dim]], { gradientUnits: 'userSpaceOnUse', x1: a[0], y1: a[1], x2: b[0], y2: b[1] }))
    return `url(#${id})`
  }
  out.push(q([[-wi, y0, Li], [wi, y0, Li], [wi, y1, Li], [-wi, y1, Li]], shade(wall, -0.22)))
  out.push(q([[-wi, y1, near], [wi, y1, near], [wi, y1, Li], [-wi, y1, Li]], fade('ceiling', [0, y1, near], [0, y1, Li], shade(wall, -0.04), shade(wall, -0.36))))
  out.push(q([[-wi, y0, near], [-wi, y1, near], [-wi, y1, Li], [-wi, y0, Li]], fade('left', [-wi, 4, near], [-wi, 4, Li], shade(wall, 0.1), shade(wall, -0.32))))
  out.push(q([[wi, y0, near], [wi, y1, near], [wi, y1, Li], [wi, y0, Li]], fade('right', [wi, 4, near], [wi, 4, Li], shade(wall, -0.06), shade(wall, -0.4))))
  out.push(q([[-wi, y0, near], [wi, y0, near], [wi, y0, Li], [-wi, y0, Li]], fade('floor', [0, y0, near], [0, y0, Li], '#d2a26b', '#8e6640')))
  const line = (a: Vec, b: Vec, stroke: string, width: number, opacity = 1) => polyline([P(a), P(b)], stroke, width, { opacity })
  if (style.lined) {
    for (let d = 4; d < Li; d += 4) {
      const w = camera.k / (d - camera.eyeD) / 45
      out.push(line([-wi, y0, d], [-wi, y1, d], '#9c9a93', w), line([wi, y0, d], [wi, y1, d], '#9c9a93', w), line([-wi, y1, d], [wi, y1, d], '#a9a69e', w))
    }
  } else {
    const dark = { fill: '#000', opacity: 0.14 }
    for (const rib of ribs(0.2, Li - 0.2, 0.95)) {
      const [a, b] = rib.shadow
      out.push(q([[-wi, y0, a], [-wi, y1, a], [-wi, y1, b], [-wi, y0, b]], dark.fill, { opacity: dark.opacity }))
      out.push(q([[wi, y0, a], [wi, y1, a], [wi, y1, b], [wi, y0, b]], dark.fill, { opacity: dark.opacity }))
    }
    for (const rib of ribs(0.2, Li - 0.2, 1.85)) {
      const [a, b] = rib.shadow
      out.push(q([[-wi, y1, a], [wi, y1, a], [wi, y1, b], [-wi, y1, b]], dark.fill, { opacity: 0.1 }))
    }
    for (const rib of ribs(-wi + 0.1, wi - 0.1, 0.9)) {
      const [a, b] = rib.shadow
      out.push(q([[a, y0, Li], [a, y1, Li], [b, y1, Li], [b, y0, Li]], dark.fill, { opacity: 0.16 }))
    }
  }
  // Plywood: two lengthwise seams and a cross joint every 4 ft.
  for (const x of [-wi / 3, wi / 3]) out.push(line([x, y0, near], [x, y0, Li], '#5e4126', 1.5, 0.5))
  for (let d = 4; d < Li; d += 4) out.push(line([-wi, y0, d], [wi, y0, d], '#5e4126', 1.5, 0.45))
  return { body: out.join(''), defs: defs.join(''), P, wi, y0, y1, Li }
}

function doorsOpen(look: ContainerLook): string {
  const style = styleOf(look)
  const base = style.body
  const camera: Camera = { cx: WIDTH / 2, cy: 400, k: 62 * 14, eyeX: 0, eyeY: 4.5, eyeD: -14 }
  const inner = tunnel(look, style, camera, 0)
  const P = project(camera)
  const q = (list: Vec[], fill: string, extra = {}) => polygon(list.map(P), fill, extra)
  const out: string[] = []
  // Ground shadow under the box and the swung doors.
  const reach = [-(W / 2 + 2.8), -3.3] as const
  out.push(q([[reach[0], 0, reach[1]], [-reach[0], 0, reach[1]], [W / 2 + 0.4, 0, 1.5], [-W / 2 - 0.4, 0, 1.5]], '#1d2833', { opacity: 0.16, filter: 'url(#soft)' }))
  out.push(q([[-W / 2 - 0.2, 0, -0.3], [W / 2 + 0.2, 0, -0.3], [W / 2, 0, 0.6], [-W / 2, 0, 0.6]], '#1d2833', { opacity: 0.35, filter: 'url(#soft)' }))
  out.push(inner.body)

  // Front frame around the opening: corner posts, header, sill, castings, hinges.
  const half = W / 2
  const [openHalf, openTop] = [half - 0.3, H - 0.55]
  const frame = shade(base, -0.08)
  out.push(q([[-half, 0, 0], [-openHalf, 0, 0], [-openHalf, H, 0], [-half, H, 0]], frame))
  out.push(q([[openHalf, 0, 0], [half, 0, 0], [half, H, 0], [openHalf, H, 0]], frame))
  out.push(q([[-half, openTop, 0], [half, openTop, 0], [half, H, 0], [-half, H, 0]], shade(base, 0.02)))
  out.push(q([[-half, 0, 0], [half, 0, 0], [half, FLOOR, 0], [-half, FLOOR, 0]], shade(base, -0.25)))
  out.push(q([[-openHalf, FLOOR - 0.06, 0], [openHalf, FLOOR - 0.06, 0], [openHalf, FLOOR, 0], [-openHalf, FLOOR, 0]], shade(base, 0.25)))
  for (const [x, y] of [[-half, 0], [half - 0.55, 0], [-half, H - 0.42], [half - 0.55, H - 0.42]] as const) {
    out.push(q([[x, y, 0], [x + 0.55, y, 0], [x + 0.55, y + 0.42, 0], [x, y + 0.42, 0]], shade(base, -0.45)))
    out.push(q([[x + 0.15, y + 0.12, 0], [x + 0.4, y + 0.12, 0], [x + 0.4, y + 0.3, 0], [x + 0.15, y + 0.3, 0]], '#15181b'))
  }

  // Doors swung open about 140°, showing their inner face with a rubber gasket.
  const leaf = half - 0.05
  const angle = (40 * Math.PI) / 180
  const thickness = 0.22
  for (const sign of [-1, 1]) {
    const hinge = sign * half
    const at = (t: number, y: number, offset = 0): Vec => [hinge + sign * (leaf * t * Math.sin(angle) + offset * Math.cos(angle)), y, -leaf * t * Math.cos(angle) + offset * Math.sin(angle)]
    const [yb, yt] = [0.35, H - 0.3]
    const face = (t1: number, t2: number, y1: number, y2: number, fill: string, extra = {}) => q([at(t1, y1), at(t2, y1), at(t2, y2), at(t1, y2)], fill, extra)
    out.push(q([at(1, yb), at(1, yt), at(1, yt, thickness), at(1, yb, thickness)], shade(base, -0.35)))
    out.push(face(0, 1, yb, yt, shade(base, sign < 0 ? 0.02 : -0.12)))
    for (const rib of ribs(0.06, 0.94, 0.13)) {
      out.push(face(rib.light[0], rib.light[1], yb + 0.3, yt - 0.3, shade(base, sign < 0 ? 0.16 : 0.02)))
      out.push(face(rib.shadow[0], rib.shadow[1], yb + 0.3, yt - 0.3, shade(base, -0.3)))
      out.push(face(rib.trough[0], rib.trough[1], yb + 0.3, yt - 0.3, shade(base, sign < 0 ? -0.1 : -0.22)))
    }
    out.push(polygon([at(0.02, yb + 0.1), at(0.98, yb + 0.1), at(0.98, yt - 0.1), at(0.02, yt - 0.1)].map(P), 'none', { stroke: '#1b1e21', 'stroke-width': 5, 'stroke-linejoin': 'round' }))
  }
  return svgDocument(WIDTH, HEIGHT, backdropBody() + out.join(''), backdropDefs() + inner.defs + blur('soft', 10))
}

function interior(look: ContainerLook): string {
  const style = styleOf(look)
  const camera: Camera = { cx: WIDTH / 2, cy: 380, k: 330, eyeX: 0.9, eyeY: 5.1, eyeD: -0.6 }
  const inner = tunnel(look, style, camera, 0)
  const { P, wi, y0, y1 } = inner
  const q = (list: Vec[], fill: string, extra = {}) => polygon(list.map(P), fill, extra)
  const out: string[] = [inner.body]

  // LED light bars on the ceiling, with their glow.
  for (const d of look.length === 20 ? [4, 11] : [4, 12, 22]) {
    out.push(q([[-0.9, y1 - 0.01, d - 0.8], [0.9, y1 - 0.01, d - 0.8], [0.9, y1 - 0.01, d + 3.8], [-0.9, y1 - 0.01, d + 3.8]], '#fff8dc', { opacity: 0.85, filter: 'url(#glow)' }))
    out.push(q([[-0.14, y1 - 0.02, d], [0.14, y1 - 0.02, d], [0.14, y1 - 0.02, d + 3], [-0.14, y1 - 0.02, d + 3]], '#ffffff'))
  }

  // Tool rack on the right wall: rail, hooks, a shovel, a rake and a coiled cord.
  const x = wi - 0.04
  const railY = y0 + 5.1
  out.push(q([[x, railY, 2.6], [x, railY, 7.4], [x, railY - 0.22, 7.4], [x, railY - 0.22, 2.6]], '#2f3439'))
  for (const d of [3.6, 4.8, 6.4]) out.push(polyline([P([x, railY - 0.12, d]), P([x - 0.35, railY - 0.12, d]), P([x - 0.35, railY + 0.05, d])], '#1f2327', 7))
  const handle = (d: number) => polyline([P([x - 0.25, railY - 0.2, d]), P([x - 0.25, y0 + 1.4, d])], '#a4733f', 13)
  out.push(handle(3.6), q([[x - 0.2, y0 + 1.55, 3.1], [x - 0.2, y0 + 1.55, 4.1], [x - 0.2, y0 + 0.6, 4.0], [x - 0.2, y0 + 0.25, 3.6], [x - 0.2, y0 + 0.6, 3.2]], '#8c959e'))
  out.push(handle(4.8), q([[x - 0.2, y0 + 1.45, 4.35], [x - 0.2, y0 + 1.45, 5.25], [x - 0.2, y0 + 1.3, 5.25], [x - 0.2, y0 + 1.3, 4.35]], '#4a5057'))
  for (let d = 4.4; d <= 5.25; d += 0.14) out.push(polyline([P([x - 0.2, y0 + 1.32, d]), P([x - 0.2, y0 + 0.95, d])], '#4a5057', 4))
  const coil = Array.from({ length: 25 }, (_, i) => {
    const a = (i / 24) * Math.PI * 2
    return P([x - 0.2, railY - 1.0 + Math.sin(a) * 0.5, 6.4 + Math.cos(a) * 0.5])
  })
  out.push(polyline(coil, '#f0b429', 9), polyline(coil.map(([u, v]) => [u - 4, v + 6] as Point), '#d89b14', 6))

  // Two steel shelving units along the left wall, loaded with boxes (far unit first).
  const wallX = -wi
  const front = wallX + 1.5
  const levels = [0.25, 2.1, 3.95, 5.8].map((h) => y0 + h)
  for (const [d1, d2] of [[7.2, 11.2], [2.6, 6.6]]) {
    const post = (px: number, pd: number, fill: string) => q([[px, y0, pd], [px, y0 + 6, pd], [px, y0 + 6, pd + 0.12], [px, y0, pd + 0.12]], fill)
    out.push(post(wallX + 0.05, d1, '#6d757d'), post(wallX + 0.05, d2 - 0.12, '#6d757d'))
    // Planes farther from eye level first, so nearer ones overlap them correctly.
    for (const y of [...levels].sort((a, b) => Math.abs(b - camera.eyeY) - Math.abs(a - camera.eyeY))) {
      const below = y < camera.eyeY
      out.push(q([[wallX, y, d1], [front, y, d1], [front, y, d2], [wallX, y, d2]], below ? '#c4cbd2' : '#7c858e'))
      if (below && y < levels[3]) {
        for (const [da, db, h] of [[d2 - 1.6, d2 - 0.2, 1.15], [d1 + 1.5, d2 - 1.75, 0.95], [d1 + 0.15, d1 + 1.35, 1.3]] as const) {
          const xb = front - 0.15
          out.push(q([[xb, y, da], [xb, y + h, da], [xb, y + h, db], [xb, y, db]], '#c8955a'))
          out.push(q([[wallX, y + h, da], [xb, y + h, da], [xb, y + h, db], [wallX, y + h, db]], '#dcae74'))
          out.push(q([[wallX + 0.6, y + h, da], [wallX + 0.85, y + h, da], [wallX + 0.85, y + h, db], [wallX + 0.6, y + h, db]], '#b98a52'))
          out.push(q([[wallX, y, da], [xb, y, da], [xb, y + h, da], [wallX, y + h, da]], '#a8773f'))
        }
      }
      out.push(q([[front, y, d1], [front, y, d2], [front, y - 0.16, d2], [front, y - 0.16, d1]], '#8a939c'))
      out.push(q([[wallX, y, d1], [front, y, d1], [front, y - 0.16, d1], [wallX, y - 0.16, d1]], '#9aa3ac'))
    }
    out.push(post(front - 0.1, d1, '#59616a'), post(front - 0.1, d2 - 0.12, '#59616a'))
  }

  return svgDocument(WIDTH, HEIGHT, backdropBody() + out.join(''), backdropDefs() + inner.defs + blur('glow', 14))
}

const backdropDefs = () => backdrop(WIDTH, HEIGHT).defs
const backdropBody = () => backdrop(WIDTH, HEIGHT).body

/** The SVG of one gallery picture (1200 × 800). */
export function drawContainer(look: ContainerLook, view: GalleryView): string {
  switch (view) {
    case 'exterior':
      return exterior(look)
    case 'doors-open':
      return doorsOpen(look)
    case 'interior':
      return interior(look)
  }
}


