import type { Payload } from 'payload'
import type { Text } from './data/text'
import { mapLimit } from './render'

/** A file the catalog needs in the media library, drawn on demand. */
export type MediaFile = {
  filename: string
  mimetype: 'image/webp' | 'application/pdf' | 'video/mp4'
  alt: Text
  render: () => Promise<Uint8Array>
}

/**
 * Makes sure every file is in the media library, found by file name. Missing files are drawn in
 * parallel (at most `concurrency` at once) and uploaded one at a time (SQLite takes one writer);
 * a file found without its French alt text gets it. Returns media ids by file name.
 */
export async function ensureMedia(payload: Payload, files: readonly MediaFile[], concurrency = 2): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  if (files.length === 0) return ids
  const { docs } = await payload.find({
    collection: 'media',
    where: { filename: { in: files.map((file) => file.filename) } },
    locale: 'fr',
    fallbackLocale: false,
    depth: 0,
    limit: files.length,
    pagination: false,
  })
  const existing = new Map(docs.map((doc) => [doc.filename ?? '', doc]))

  let writes: Promise<unknown> = Promise.resolve()
  const oneAtATime = <T>(write: () => Promise<T>): Promise<T> => {
    const result = writes.then(write)
    writes = result.catch(() => undefined)
    return result
  }

  await mapLimit(files, concurrency, async (file) => {
    const found = existing.get(file.filename)
    if (found) {
      ids.set(file.filename, found.id)
      if (!found.alt) await oneAtATime(() => payload.update({ collection: 'media', id: found.id, locale: 'fr', depth: 0, data: { alt: file.alt.fr } }))
      return
    }
    const data = Buffer.from(await file.render())
    const created = await oneAtATime(async () => {
      const doc = await payload.create({
        collection: 'media',
        locale: 'en',
        depth: 0,
        data: { alt: file.alt.en },
        file: { data, mimetype: file.mimetype, name: file.filename, size: data.length },
        // Under its own name even when the media folder already holds it (issue 42, finding 8: a
        // second instance sharing DATA_DIR with a fresh database stored it as `-1` and then missed
        // it). The seed draws the same file each time, so the one on disk is replaced by its twin.
        overwriteExistingFiles: true,
      })
      await payload.update({ collection: 'media', id: doc.id, locale: 'fr', depth: 0, data: { alt: file.alt.fr } })
      return doc
    })
    ids.set(file.filename, created.id)
  })
  return ids
}
