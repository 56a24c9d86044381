import sharp from 'sharp'

/** SVG to WebP for the site (drawings are flat colour: quality 82 keeps them crisp and small). */
export const svgToWebp = (svg: string, quality = 82): Promise<Buffer> =>
  sharp(Buffer.from(svg)).webp({ quality, effort: 4 }).toBuffer()

type Region = { left: number; top: number; width: number; height: number }

/** SVG to PNG for embedding in a PDF, optionally cropped to a region and scaled to a width. */
export const svgToPng = (svg: string, { crop, width }: { crop?: Region; width?: number } = {}): Promise<Buffer> => {
  let image = sharp(Buffer.from(svg))
  if (crop) image = image.extract(crop)
  if (width) image = image.resize({ width })
  return image.png({ compressionLevel: 9, palette: true, quality: 95 }).toBuffer()
}

/** Runs `task` over `items` with at most `limit` running at once, keeping the order of results. */
export async function mapLimit<T, R>(items: readonly T[], limit: number, task: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index], index)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
