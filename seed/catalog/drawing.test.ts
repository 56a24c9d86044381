import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { GALLERY_VIEWS } from './data/media'
import { ACCESSORY_DRAWINGS, ACCESSORY_SIZE, drawAccessory } from './drawing/accessories'
import { bodyColours, drawContainer, GALLERY_SIZE } from './drawing/container'
import { shade } from './drawing/svg'
import { svgToPng, svgToWebp } from './render'

/** The average colour of a region of a rendered picture. */
async function averageColour(png: Buffer, region: { left: number; top: number; width: number; height: number }) {
  // Averaged by hand: sharp's stats() reads the whole input, not the extracted region.
  const data = await sharp(png).extract(region).removeAlpha().raw().toBuffer()
  const sums = [0, 0, 0]
  for (let i = 0; i < data.length; i++) sums[i % 3] += data[i]
  return sums.map((sum) => sum / (data.length / 3))
}
const hexToRgb = (hex: string) => [0, 2, 4].map((i) => parseInt(hex.slice(1 + i, 3 + i), 16))
const distance = (a: number[], b: number[]) => Math.hypot(...a.map((value, i) => value - b[i]))

describe('container drawing', () => {
  it('produces well-formed SVG of the gallery size for every view', () => {
    for (const view of GALLERY_VIEWS) {
      const svg = drawContainer({ length: 20, category: 'standard' }, view)
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"')).toBe(true)
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg).not.toMatch(/NaN|Infinity|undefined/)
      // Every opened tag is closed (self-closing tags aside).
      const opened = [...svg.matchAll(/<([a-zA-Z]+)[^>]*?(\/?)>/g)].filter((m) => m[2] !== '/').map((m) => m[1])
      const closed = [...svg.matchAll(/<\/([a-zA-Z]+)>/g)].map((m) => m[1])
      expect(closed.sort()).toEqual(opened.sort())
    }
  })

  it('renders with sharp to a 1200 × 800 WebP well under 60 KB', async () => {
    for (const view of GALLERY_VIEWS) {
      const webp = await svgToWebp(drawContainer({ length: 40, category: 'tri-cam' }, view))
      const meta = await sharp(webp).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([GALLERY_SIZE.width, GALLERY_SIZE.height])
      expect(webp.length).toBeLessThan(60_000)
    }
  })

  it('paints the container in its category colour, and draws a 40 ft box longer than a 20 ft one', async () => {
    /** Bounding box of the pixels close to the body colour. */
    const body = async (length: 20 | 40) => {
      const png = await svgToPng(drawContainer({ length, category: 'tri-cam' }, 'exterior'))
      const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
      const orange = hexToRgb(bodyColours['tri-cam'])
      const box = { left: info.width, right: 0, top: info.height, bottom: 0 }
      for (let y = 0; y < info.height; y += 2) {
        for (let x = 0; x < info.width; x += 2) {
          const i = (y * info.width + x) * 3
          if (distance([data[i], data[i + 1], data[i + 2]], orange) < 60) {
            Object.assign(box, { left: Math.min(box.left, x), right: Math.max(box.right, x), top: Math.min(box.top, y), bottom: Math.max(box.bottom, y) })
          }
        }
      }
      return { png, aspect: (box.right - box.left) / (box.bottom - box.top), width: box.right - box.left }
    }
    const short = await body(20)
    const long = await body(40)
    expect(short.width).toBeGreaterThan(700)
    expect(long.aspect).toBeGreaterThan(short.aspect * 1.3)
    // The middle of the 20 ft box's long side is closer to orange than to the other categories' colours.
    const middle = await averageColour(short.png, { left: 400, top: 420, width: 120, height: 120 })
    const toOrange = distance(middle, hexToRgb(bodyColours['tri-cam']))
    expect(toOrange).toBeLessThan(distance(middle, hexToRgb(bodyColours.standard)) / 2)
    expect(toOrange).toBeLessThan(distance(middle, hexToRgb(bodyColours.premium)) / 2)
    const corner = await averageColour(short.png, { left: 0, top: 0, width: 40, height: 40 })
    expect(distance(corner, hexToRgb(bodyColours['tri-cam']))).toBeGreaterThan(150)
  })

  it('shades colours toward white and black', () => {
    expect(shade('#808080', 1)).toBe('#ffffff')
    expect(shade('#808080', -1)).toBe('#000000')
    expect(shade('#4f6d8f', 0)).toBe('#4f6d8f')
  })
})

describe('accessory drawings', () => {
  it('renders every accessory to a small 600 × 600 WebP', async () => {
    expect(ACCESSORY_DRAWINGS).toHaveLength(10)
    for (const drawing of ACCESSORY_DRAWINGS) {
      const svg = drawAccessory(drawing)
      expect(svg).not.toMatch(/NaN|undefined/)
      const webp = await svgToWebp(svg)
      const meta = await sharp(webp).metadata()
      expect([meta.width, meta.height], drawing).toEqual([ACCESSORY_SIZE.width, ACCESSORY_SIZE.height])
      expect(webp.length, drawing).toBeLessThan(30_000)
      // Something is drawn: the picture is not a flat backdrop.
      const { channels } = await sharp(webp).stats()
      expect(Math.max(...channels.slice(0, 3).map((channel) => channel.stdev)), drawing).toBeGreaterThan(15)
    }
  })
})
