import 'server-only'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { PostalData } from './types'

/**
 * Where scripts/build-postal-data.mjs writes the data (gitignored; the build and start scripts
 * generate it). Read with fs at the first lookup, never imported, so it stays out of every bundle.
 */
export const POSTAL_DATA_FILE = path.join(process.cwd(), 'src', 'integrations', 'postal', 'data', 'postal.generated.json')

let cache: { file: string; data: PostalData } | undefined

export function loadPostalData(file: string = POSTAL_DATA_FILE): PostalData {
  if (cache?.file === file) return cache.data
  let text: string
  try {
    // Read at run time from the generated file; not a module the bundler should trace.
    text = readFileSync(/*turbopackIgnore: true*/ file, 'utf8')
  } catch (error) {
    throw new Error(
      `Postal data not found at ${file}. Generate it with \`node scripts/build-postal-data.mjs\`.`,
      { cause: error },
    )
  }
  const data = JSON.parse(text) as PostalData
  if (!data || typeof data !== 'object' || !data.us || !data.ca) {
    throw new Error(`Postal data at ${file} is malformed; regenerate it with \`node scripts/build-postal-data.mjs --force\`.`)
  }
  cache = { file, data }
  return data
}
