import { backdrop, blur, circle, el, linearGradient, path, polygon, polyline, rect, svgDocument, type Point } from './svg'

/** Simple, recognizable drawings of the kit accessories (600 × 600), one small function each. */
export const ACCESSORY_SIZE = { width: 600, height: 600 } as const
const SIZE = ACCESSORY_SIZE.width

const STEEL = '#3a4048'
const GALVANIZED = '#c3cad1'
const GALVANIZED_DARK = '#8a949e'
const CARDBOARD = '#cf9c5e'
const SLATE = '#4f6d8f'
const ORANGE = '#e27b26'

const shadow = (cx: number, cy: number, rx: number, ry = 18) => el('ellipse', { cx, cy, rx, ry, fill: '#1d2833', opacity: 0.22, filter: 'url(#soft)' })
const box = (x: number, y: number, w: number, h: number) =>
  rect(x, y, w, h, CARDBOARD, { rx: 3 }) + rect(x, y, w, 7, '#b9864a') + rect(x + w / 2 - 10, y, 20, h * 0.45, '#e2bd85')

/** Vertical corrugation filling a rectangle, for wall and door backgrounds. */
const corrugated = (x: number, y: number, w: number, h: number, fill: string, rib: string, pitch = 36) =>
  rect(x, y, w, h, fill) + Array.from({ length: Math.floor(w / pitch) }, (_, i) => rect(x + i * pitch + pitch * 0.55, y, pitch * 0.18, h, rib)).join('')

const drawings = {
  padlock: () =>
    shadow(300, 505, 150) +
    path('M240,300 V205 A60,60 0 0 1 360,205 V300', 'none', { stroke: '#aeb6bf', 'stroke-width': 36 }) +
    path('M240,300 V205 A60,60 0 0 1 360,205 V300', 'none', { stroke: '#d9dee3', 'stroke-width': 10, transform: 'translate(-8 0)' }) +
    rect(205, 215, 62, 80, STEEL, { rx: 10 }) +
    rect(333, 215, 62, 80, STEEL, { rx: 10 }) +
    rect(175, 275, 250, 215, STEEL, { rx: 30 }) +
    rect(175, 275, 250, 36, '#4d5560', { rx: 18 }) +
    circle(300, 385, 42, '#c9a24a') +
    circle(300, 385, 34, '#dcb968') +
    circle(300, 376, 12, '#1c2127') +
    polygon([[292, 380], [308, 380], [313, 410], [287, 410]], '#1c2127'),

  'lock-box': () =>
    corrugated(110, 70, 380, 470, SLATE, '#3f5a78', 38) +
    rect(297, 70, 6, 470, '#1d2430') +
    [175, 425].map((x) => rect(x - 6, 70, 12, 470, '#8fa5bd') + rect(x - 40, 330, 80, 14, '#2a3440')).join('') +
    polygon([[225, 215], [375, 215], [399, 193], [249, 193]], '#6b737d') +
    polygon([[375, 215], [399, 193], [399, 373], [375, 395]], '#22272d') +
    rect(225, 215, 150, 180, STEEL) +
    rect(225, 215, 150, 10, '#59616b') +
    rect(243, 380, 114, 15, '#101316') +
    rect(266, 395, 68, 58, '#c9a24a', { rx: 10 }) +
    circle(300, 425, 9, '#1c2127') +
    Array.from({ length: 9 }, (_, i) => circle(232 + i * 17, 212, 3.5, '#8a929b')).join(''),

  shelving: () => {
    const shelves = [150, 265, 380, 495]
    const fills: [number, number, number][][] = [[[205, 80, 55], [300, 110, 70]], [[195, 120, 80], [330, 85, 60]], [[210, 95, 90], [318, 105, 75]], []]
    return (
      shadow(320, 525, 220) +
      [190, 490].map((x) => rect(x, 80, 14, 420, GALVANIZED_DARK)).join('') +
      shelves
        .map(
          (y, i) =>
            polygon([[150, y], [450, y], [490, y - 34], [190, y - 34]], GALVANIZED) +
            (fills[i - 1] ?? []).map(([x, w, h]) => box(x, y - 34 - h + 20, w, h)).join('') +
            rect(150, y, 300, 16, GALVANIZED_DARK),
        )
        .join('') +
      [150, 436].map((x) => rect(x, 110, 14, 405, '#737d87')).join('')
    )
  },

  'tool-rack': () =>
    corrugated(60, 60, 480, 480, '#d9dcdf', '#c4c8cc') +
    shadow(300, 540, 220, 10) +
    rect(80, 150, 440, 26, '#2b3035', { rx: 6 }) +
    [150, 250, 350, 450].map((x) => polyline([[x, 172], [x, 198], [x + 14, 198]], '#1f2327', 8)).join('') +
    // Shovel, rake, extension cord, hose.
    rect(143, 190, 14, 230, '#a4733f', { rx: 6 }) +
    path('M118,410 H182 V455 Q182,500 150,520 Q118,500 118,455 Z', '#8c959e') +
    rect(243, 190, 14, 250, '#a4733f', { rx: 6 }) +
    rect(205, 432, 90, 14, '#4a5057', { rx: 4 }) +
    Array.from({ length: 8 }, (_, i) => rect(209 + i * 11.5, 444, 5, 34, '#4a5057')).join('') +
    circle(350, 260, 52, 'none', { stroke: '#f0b429', 'stroke-width': 14 }) +
    circle(350, 266, 40, 'none', { stroke: '#d89b14', 'stroke-width': 10 }) +
    circle(450, 268, 58, 'none', { stroke: '#3f8f4e', 'stroke-width': 16 }) +
    circle(450, 276, 42, 'none', { stroke: '#2f7a3f', 'stroke-width': 12 }),

  'led-light': () =>
    corrugated(0, 40, SIZE, 70, '#c9ced3', '#b3b9bf', 40) +
    polygon([[170, 168], [430, 168], [560, 560], [40, 560]], 'url(#beam)') +
    rect(150, 120, 300, 50, STEEL, { rx: 14 }) +
    rect(170, 155, 260, 16, '#fffbe6', { rx: 8, filter: 'url(#soft)' }) +
    rect(170, 156, 260, 12, '#ffffff', { rx: 6 }) +
    circle(430, 138, 8, '#10161c') +
    circle(428, 136, 3, '#6aa8ff') +
    // Battery badge.
    circle(455, 450, 70, '#ffffff', { stroke: '#d5dbe1', 'stroke-width': 4 }) +
    rect(410, 428, 82, 44, 'none', { rx: 8, stroke: STEEL, 'stroke-width': 7 }) +
    rect(492, 440, 9, 20, STEEL, { rx: 3 }) +
    [0, 1, 2].map((i) => rect(419 + i * 24, 436, 18, 28, '#3f9b57', { rx: 3 })).join(''),

  ramp: () => {
    const top: Point = [372, 418]
    const foot: Point = [40, 520]
    const along = (t: number, drop = 0): Point => [foot[0] + (top[0] - foot[0]) * t, foot[1] + (top[1] - foot[1]) * t + drop]
    return (
      rect(0, 520, SIZE, 80, '#cfd6dd') +
      shadow(220, 530, 200, 12) +
      corrugated(372, 90, 228, 320, SLATE, '#3f5a78', 34) +
      rect(372, 90, 228, 24, '#5e7a9a') +
      rect(372, 410, 228, 110, '#3b526c') +
      rect(372, 410, 228, 14, '#8fa5bd') +
      rect(372, 90, 20, 430, '#3b526c') +
      polygon([foot, top, along(1, 30), along(0.04, 30)], '#9aa4ae') +
      polygon([foot, top, along(1, 12), along(0, 12)], '#dfe4e9') +
      polygon([along(0, 12), along(1, 12), along(1, 18), along(0, 18)], '#b7c0c8') +
      Array.from({ length: 16 }, (_, i) => {
        const [x, y] = along((i + 0.6) / 17)
        return polyline([[x, y + 3], [x + 10, y + 1]], '#8a949e', 5)
      }).join('') +
      rect(364, 404, 26, 18, '#7d8791', { rx: 3 })
    )
  },

  vent: () =>
    shadow(300, 530, 170) +
    polygon([[170, 470], [430, 470], [470, 525], [130, 525]], GALVANIZED_DARK) +
    polygon([[170, 470], [430, 470], [440, 484], [160, 484]], '#a7b0b9') +
    rect(235, 380, 130, 95, '#b5bdc5') +
    rect(235, 380, 40, 95, '#d4dae0') +
    el('clipPath', { id: 'turbine' }, el('ellipse', { cx: 300, cy: 270, rx: 150, ry: 140 })) +
    el(
      'g',
      { 'clip-path': 'url(#turbine)' },
      rect(140, 120, 320, 300, GALVANIZED) +
        Array.from({ length: 17 }, (_, i) => {
          const x = 150 + i * 19
          return path(`M${x},120 Q${x + 40},270 ${x - 10},420`, 'none', { stroke: i % 2 ? '#98a2ac' : '#e3e8ec', 'stroke-width': 8 })
        }).join('') +
        rect(140, 120, 320, 300, 'url(#turbineShade)'),
    ) +
    el('ellipse', { cx: 300, cy: 138, rx: 40, ry: 14, fill: '#9aa4ae' }) +
    el('ellipse', { cx: 300, cy: 395, rx: 118, ry: 16, fill: '#7c8690' }),

  desiccant: () =>
    shadow(300, 540, 120, 12) +
    polyline([[300, 118], [300, 70], [330, 70], [330, 92]], '#4a5057', 10) +
    rect(210, 110, 180, 90, '#1f4e79', { rx: 10 }) +
    circle(300, 140, 14, '#e8eef4') +
    path('M300,160 C318,184 322,190 300,196 C278,190 282,184 300,160 Z', '#8ec5f4') +
    path('M205,195 H395 L380,470 Q375,515 330,515 H270 Q225,515 220,470 Z', '#f4f7fa', { stroke: '#b9c2cc', 'stroke-width': 5 }) +
    path('M214,380 Q260,365 300,380 T386,380 L380,470 Q375,510 330,510 H270 Q225,510 220,470 Z', '#7fb6e6', { opacity: 0.9 }) +
    path('M300,245 C330,285 338,300 300,315 C262,300 270,285 300,245 Z', '#3f8fd8') +
    rect(232, 330, 136, 8, '#c8d0d8', { rx: 4 }),

  'pallet-rack': () => {
    const pallet = (x: number, y: number, w: number) =>
      rect(x, y - 16, w, 16, '#b5854f') + [0, 0.45, 0.9].map((t) => rect(x + t * (w - 18), y - 16, 18, 16, '#8d6337')).join('')
    const load = (x: number, y: number, w: number) => pallet(x, y, w) + box(x + 6, y - 106, w / 2 - 8, 90) + box(x + w / 2 + 2, y - 96, w / 2 - 8, 80)
    return (
      shadow(300, 525, 240, 12) +
      [250, 385, 514].map((y) => load(128, y, 162) + load(318, y, 162)).join('') +
      [250, 385].map((y) => rect(105, y, 390, 22, ORANGE, { rx: 3 }) + rect(105, y, 390, 6, '#f3a35d')).join('') +
      [100, 291, 482].map((x) => rect(x, 70, 18, 450, '#2f5d9b') + Array.from({ length: 14 }, (_, i) => rect(x + 6, 90 + i * 30, 6, 10, '#1c3f6e')).join('')).join('') +
      [100, 291, 482].map((x) => rect(x - 6, 512, 30, 10, '#1c3f6e')).join('')
    )
  },

  'floor-mat': () => {
    // Two interlocking mats in perspective, with a raised coin pattern.
    const left: Point[] = [[70, 500], [300, 500], [300, 250], [160, 250]]
    const right: Point[] = [[300, 500], [530, 500], [440, 250], [300, 250]]
    const teeth = Array.from({ length: 6 }, (_, i) => {
      const y = 495 - i * 42
      return polygon([[300, y], [320, y - 8], [320, y - 28], [300, y - 36]], '#2b3035')
    }).join('')
    const coins = (quad: Point[]) =>
      Array.from({ length: 7 }, (_, row) =>
        Array.from({ length: 6 }, (_, col) => {
          const v = (row + 0.5) / 7
          const u = (col + 0.5) / 6
          const bottom = [quad[0][0] + (quad[1][0] - quad[0][0]) * u, quad[0][1]]
          const topEdge = [quad[3][0] + (quad[2][0] - quad[3][0]) * u, quad[3][1]]
          const x = bottom[0] + (topEdge[0] - bottom[0]) * v
          const y = bottom[1] + (topEdge[1] - bottom[1]) * v
          const s = 1 - v * 0.45
          return el('ellipse', { cx: x, cy: y, rx: 11 * s, ry: 5 * s, fill: '#454b52' })
        }).join(''),
      ).join('')
    return (
      shadow(300, 510, 250, 14) +
      polygon([[70, 500], [530, 500], [530, 516], [70, 516]], '#15181b') +
      polygon(left, '#2b3035') +
      polygon(right, '#383e45') +
      coins(left) +
      coins(right) +
      teeth
    )
  },
} satisfies Record<string, () => string>

export type AccessoryDrawing = keyof typeof drawings
export const ACCESSORY_DRAWINGS = Object.keys(drawings) as AccessoryDrawing[]

export function drawAccessory(drawing: AccessoryDrawing): string {
  const back = backdrop(SIZE, SIZE)
  const defs =
    back.defs +
    blur('soft', 8) +
    linearGradient('beam', [[0, '#fff4c2', 0.9], [1, '#fff4c2', 0]]) +
    linearGradient('turbineShade', [[0, '#ffffff', 0.15], [0.6, '#000000', 0], [1, '#000000', 0.25]], { x1: 0, y1: 0, x2: 1, y2: 0 })
  return svgDocument(SIZE, SIZE, back.body + drawings[drawing](), defs)
}
