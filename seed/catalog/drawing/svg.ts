/** Tiny SVG writing helpers shared by the container and accessory drawings. */
export type Point = readonly [number, number]
type Attrs = Record<string, string | number | undefined>

/** One decimal is plenty at our sizes and keeps the markup small. */
export const num = (value: number) => String(Math.round(value * 10) / 10)

const attributes = (attrs: Attrs) =>
  Object.entries(attrs)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? num(value) : value}"`)
    .join('')

export const el = (tag: string, attrs: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attributes(attrs)}/>` : `<${tag}${attributes(attrs)}>${children}</${tag}>`

export const points = (list: readonly Point[]) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ')
export const polygon = (list: readonly Point[], fill: string, extra: Attrs = {}) => el('polygon', { points: points(list), fill, ...extra })
export const polyline = (list: readonly Point[], stroke: string, width: number, extra: Attrs = {}) =>
  el('polyline', { points: points(list), fill: 'none', stroke, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })
export const rect = (x: number, y: number, width: number, height: number, fill: string, extra: Attrs = {}) =>
  el('rect', { x, y, width, height, fill, ...extra })
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) => el('circle', { cx, cy, r, fill, ...extra })
export const path = (d: string, fill: string, extra: Attrs = {}) => el('path', { d, fill, ...extra })

export const linearGradient = (id: string, stops: readonly [number, string, number?][], coords: Attrs = { x1: 0, y1: 0, x2: 0, y2: 1 }) =>
  el(
    'linearGradient',
    { id, ...coords },
    stops.map(([offset, color, opacity]) => el('stop', { offset, 'stop-color': color, 'stop-opacity': opacity })).join(''),
  )
export const blur = (id: string, deviation: number) =>
  el('filter', { id, x: '-50%', y: '-50%', width: '200%', height: '200%' }, el('feGaussianBlur', { stdDeviation: deviation }))

export const svgDocument = (width: number, height: number, body: string, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  (defs ? `<defs>${defs}</defs>` : '') +
  body +
  '</svg>'

/** Mixes a #rrggbb colour toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16)
  const target = amount > 0 ? 255 : 0
  const mix = (channel: number) => Math.round(channel + (target - channel) * Math.min(1, Math.abs(amount)))
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255].map(mix)
  return `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1)}`
}

/** A studio backdrop: soft vertical gradient and a floor glow, shared by every picture. */
export function backdrop(width: number, height: number, id = 'backdrop') {
  return {
    defs: linearGradient(id, [
      [0, '#f4f7fa'],
      [1, '#dde4eb'],
    ]),
    body: rect(0, 0, width, height, `url(#${id})`),
  }
}
