#!/usr/bin/env node
// Builds src/integrations/postal/data/postal.generated.json from the `zipcodes` package:
// every US ZIP5 and every Canadian FSA (first 3 characters of a postal code) with a city,
// a state/province code and rounded coordinates. Run by the build and start scripts.
//
//   node scripts/build-postal-data.mjs [--force]
//
// Fast and idempotent: the output records a fingerprint of this script and of the zipcodes
// version; when it matches, nothing is read or written. The row-cleaning functions are
// exported for unit tests (src/integrations/postal/build-postal-data.test.ts).
//
// Output shape (compact, server-only):
//   { v, fingerprint, us: { "90210": ["Beverly Hills", "CA", 34.09, -118.41] },
//                    ca: { "K1A": ["Ottawa", "ON", 45.42, -75.7, ["Gatineau", ...aliases]] } }
// Coordinates may be null; the aliases (other names the area is known by) appear only on
// Canadian rows that have some.

import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const FORMAT_VERSION = 1
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const OUTPUT_PATH = path.join(ROOT, 'src/integrations/postal/data/postal.generated.json')

/** Canadian FSA: letters D, F, I, O, Q, U never appear; W and Z never start a code. */
export const FSA_RE = /^[ABCEGHJKLMNPRSTVXY][0-9][ABCEGHJKLMNPRSTVWXYZ]$/

/** First letter of an FSA → province (X is shared by NT and NU, decided below). */
const PROVINCE_BY_LETTER = {
  A: 'NL', B: 'NS', C: 'PE', E: 'NB', G: 'QC', H: 'QC', J: 'QC', K: 'ON', L: 'ON', M: 'ON',
  N: 'ON', P: 'ON', R: 'MB', S: 'SK', T: 'AB', V: 'BC', X: 'NT', Y: 'YT',
}

const PROVINCE_BY_NAME = {
  'alberta': 'AB', 'british columbia': 'BC', 'manitoba': 'MB', 'new brunswick': 'NB',
  'newfoundland and labrador': 'NL', 'newfoundland': 'NL', 'nova scotia': 'NS',
  'northwest territory': 'NT', 'northwest territories': 'NT', 'nunavut': 'NU',
  'nunavut territory': 'NU', 'ontario': 'ON', 'prince edward island': 'PE', 'quebec': 'QC',
  'québec': 'QC', 'saskatchewan': 'SK', 'yukon': 'YT', 'yukon territory': 'YT',
}

/** Nunavut FSAs (the rest of X is the Northwest Territories). */
const NUNAVUT_FSAS = new Set(['X0A', 'X0B', 'X0C'])

/** Special FSAs whose description is not a place name. */
const CITY_OVERRIDES = {
  K1A: { city: 'Ottawa', aliases: ['Gatineau'] },
  M5W: { city: 'Toronto' },
  M7A: { city: 'Toronto' },
  M7Y: { city: 'Toronto' },
  G1A: { city: 'Québec', aliases: ['Quebec City'] },
  K8A: { city: 'Pembroke' },
}

/** Metropolitan names accepted for every urban FSA of a letter (Montréal island + Laval, Toronto). */
const METRO_ALIAS_BY_LETTER = { H: 'Montréal', M: 'Toronto' }

/** The source lost its accents (U+FFFD). Fragments as they appear lower-cased → repaired. */
const MOJIBAKE_FIXES = [
  ['mont\uFFFDr\uFFFDgie', 'montérégie'], ['th\uFFFDr\uFFFDse', 'thérèse'], ['j\uFFFDr\uFFFDme', 'jérôme'],
  ['ch\uFFFDn\uFFFDville', 'chénéville'], ['h\uFFFDl\uFFFDne', 'hélène'], ['jonqui\uFFFDre', 'jonquière'],
  ['laterri\uFFFDre', 'laterrière'], ['pocati\uFFFDre', 'pocatière'], ['lanaudi\uFFFDre', 'lanaudière'],
  ['chaudi\uFFFDre', 'chaudière'], ['rivi\uFFFDre', 'rivière'], ['r\uFFFDgion', 'région'],
  ['t\uFFFDmiscamingue', 'témiscamingue'], ['m\uFFFDtabetchouan', 'métabetchouan'],
  ['ch\uFFFDteauguay', 'châteauguay'], ['genevi\uFFFDve', 'geneviève'], ['doroth\uFFFDe', 'dorothée'],
  ['f\uFFFDlicien', 'félicien'], ['fran\uFFFDois', 'françois'], ['l\uFFFDonard', 'léonard'],
  ['qu\uFFFDbec', 'québec'], ['b\uFFFDlair', 'bélair'], ['l\uFFFDvis', 'lévis'], ['gr\uFFFDce', 'grâce'],
  ['val\uFFFDre', 'valère'], ['pr\uFFFDvost', 'prévost'], ['vall\uFFFDe', 'vallée'], ['trinit\uFFFD', 'trinité'],
  ['ad\uFFFDle', 'adèle'], ['lam\uFFFDque', 'lamèque'], ['h\uFFFDbert', 'hébert'], ['m\uFFFDre', 'mère'],
  ['gasp\uFFFD', 'gaspé'], ['pel\uFFFD', 'pelé'], ['a\uFFFDores', 'açores'], ['c\uFFFDte', 'côte'],
  ['\uFFFDpiphanie', 'épiphanie'], ['\uFFFDmard', 'émard'], ['\uFFFDmile', 'émile'], ['\uFFFDle', 'île'],
]

/** Trailing words that qualify a part of a city rather than name it ("Saskatoon North Central"). */
const QUALIFIERS = new Set([
  'north', 'south', 'east', 'west', 'central', 'northeast', 'northwest', 'southeast', 'southwest',
  'inner', 'outer', 'upper', 'lower', 'outskirts', 'extremities', 'riverbank', 'and', '&', 'rcm',
  'mid-riverbank', 'mid-harbour', 'northern',
])

/** Words kept lower-case inside a name unless they start it. */
const PARTICLES = new Set([
  'of', 'the', 'and', 'de', 'du', 'des', 'la', 'le', 'les', 'sur', 'aux', 'au', 'et', 'en', 'à',
])

/** Replaces the lost accents of the source; any unknown fragment falls back to é. */
export function repairAccents(text) {
  let out = String(text)
  if (!out.includes('\uFFFD')) return out
  for (const [broken, fixed] of MOJIBAKE_FIXES) {
    out = out.replace(new RegExp(broken, 'gi'), (match) =>
      match[0] === match[0].toUpperCase() && match[0] !== '\uFFFD'
        ? fixed[0].toUpperCase() + fixed.slice(1)
        : fixed,
    )
  }
  return out.replace(/\uFFFD/g, 'é')
}

function capitalize(word) {
  return word ? word[0].toUpperCase() + word.slice(1) : word
}

/** Title case that respects French and English place-name conventions. */
export function titleCase(text) {
  const words = String(text).toLowerCase().split(' ')
  return words
    .map((word, wi) =>
      word
        .split('-')
        .map((part, pi) => {
          const first = wi === 0 && pi === 0
          // d'Or, l'Île, L'Assomption: the elided article stays attached to a capitalized word
          const elided = /^([dl])'(.+)$/.exec(part)
          if (elided) return (first ? elided[1].toUpperCase() : elided[1]) + "'" + capitalize(elided[2])
          if (!first && PARTICLES.has(part)) return part
          const mc = /^mc(.+)$/.exec(part)
          if (mc) return 'Mc' + capitalize(mc[1])
          return capitalize(part)
        })
        .join('-'),
    )
    .join(' ')
}

/** Collapses spaces, including the "Centre-du- Québec" artefacts of the source. */
function tidy(text) {
  return String(text)
    .replace(/\s*-\s+|\s+-\s*/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
}

function stripQualifiers(name) {
  const words = name.split(' ')
  while (words.length > 1 && QUALIFIERS.has(words[words.length - 1].toLowerCase())) words.pop()
  let out = words.join(' ')
  // "Downtown Toronto", "Central Toronto", "West Toronto" → Toronto; "Downtown Montreal …" → Montreal
  out = out.replace(/^(downtown|central) (.+)$/i, '$2').replace(/^(west|east) (toronto)$/i, '$2')
  return out
}

function round2(n) {
  return Math.round(n * 100) / 100
}

function finiteOrNull(value) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}

function inCanada(lat, lng) {
  return lat !== null && lng !== null && lat >= 41 && lat <= 84 && lng >= -142 && lng <= -52
}

function uniqueNames(names, exclude) {
  const seen = new Set([exclude.toLowerCase()])
  const out = []
  for (const raw of names) {
    const name = tidy(raw)
    if (name.length < 2 || seen.has(name.toLowerCase())) continue
    seen.add(name.toLowerCase())
    out.push(name)
  }
  return out
}

/**
 * Cleans one Canadian row of `zipcodes` (lib/codesCanada.js). Returns null for a row to drop.
 * Repairs: lower-case or padded FSAs, rows whose description contained a comma (the rest of
 * the row shifted one column: the province field holds a name, the latitude is in the
 * longitude field and the longitude is lost), lost accents, region descriptions instead of
 * city names, province names instead of codes.
 * @param {string} key
 * @param {{zip?: unknown, city?: unknown, state?: unknown, latitude?: unknown, longitude?: unknown}} row
 * @returns {null | {fsa: string, city: string, province: string, lat: number|null, lng: number|null, aliases: string[]}}
 */
export function cleanCanadianRow(key, row) {
  if (!row || typeof row !== 'object') return null
  const fsa = String(row.zip ?? key ?? '').replace(/\s+/g, '').toUpperCase()
  if (!FSA_RE.test(fsa)) return null

  const rawCity = tidy(repairAccents(row.city ?? ''))
  const rawState = tidy(repairAccents(row.state ?? ''))
  if (/^reserved\b/i.test(rawCity)) return null // H0H: Santa Claus, not a delivery area

  let lat = finiteOrNull(row.latitude)
  let lng = finiteOrNull(row.longitude)
  let description = rawCity
  const knownProvince = PROVINCE_BY_NAME[rawState.toLowerCase()] ?? (/^[A-Z]{2}$/.test(rawState) ? rawState : null)
  if (!knownProvince) {
    // Shifted row: the description was "City, Rest", the province went into latitude.
    description = rawState ? `${rawCity}, ${rawState}` : rawCity
    if (lat === null && lng !== null && lng >= 41 && lng <= 84) [lat, lng] = [lng, null]
  }
  // The FSA's first letter decides the province (X: Nunavut or the Northwest Territories).
  const province = fsa[0] === 'X' ? (NUNAVUT_FSAS.has(fsa) ? 'NU' : 'NT') : PROVINCE_BY_LETTER[fsa[0]]
  if (!inCanada(lat, lng)) {
    // keep a valid latitude when only the longitude was lost; a neighbour fills it in later
    if (!(lat !== null && lat >= 41 && lat <= 84 && lng === null)) lat = null
    lng = null
  }
  if (!description) return null

  // "Regina South Saskatchewan Provincial Government" → "Regina South"
  description = tidy(
    description.replace(
      /\s*(?:British Columbia|Manitoba|New Brunswick|Newfoundland & Labrador|Nova Scotia|Prince Edward Island|Saskatchewan|Ontario)?\s*Provincial Government$/i,
      '',
    ),
  )

  const parens = [...description.matchAll(/\(([^)]*)\)/g)].map((m) => m[1])
  const base = tidy(description.replace(/\([^)]*\)/g, ' ').replace(/\s+(Stn|Business Reply)\b.*$/i, ''))
  const inner = parens
    .flatMap((p) => p.split('/'))
    .map((p) => tidy(p.replace(/^includes\s+/i, '')))
    .filter(Boolean)
  const baseParts = base.split(/[,/]/).map(tidy).filter(Boolean)
  const rural = fsa[1] === '0'

  let city
  if (rural && inner.length > 0) city = inner[0] // "Eastern Alberta (st. Paul)" → St. Paul
  else city = stripQualifiers(baseParts[0] ?? base)

  const override = CITY_OVERRIDES[fsa]
  if (override) city = override.city
  city = titleCase(city)
  if (/^quebec city$/i.test(city)) city = 'Québec'
  if (/^montreal$/i.test(city)) city = 'Montréal'

  const aliases = uniqueNames(
    [
      ...(override?.aliases ?? []),
      ...(/^québec$/i.test(city) ? ['Quebec City', 'Quebec'] : []),
      ...(!rural && METRO_ALIAS_BY_LETTER[fsa[0]] ? [METRO_ALIAS_BY_LETTER[fsa[0]]] : []),
      ...baseParts.map((p) => titleCase(stripQualifiers(p))),
      ...inner.map((p) => titleCase(p)),
    ].filter((n) => n.length > 3 && !/^enclave of\b/i.test(n)),
    city,
  )

  return { fsa, city, province, lat: lat === null ? null : round2(lat), lng: lng === null ? null : round2(lng), aliases }
}

/** Military "states" (APO/FPO/DPO): no place to deliver a container, no coordinates. */
const MILITARY_STATES = new Set(['AA', 'AE', 'AP'])

/**
 * Cleans one US row of `zipcodes` (lib/codes.js). Returns null for a row to drop.
 * @param {string} key
 * @param {{zip?: unknown, city?: unknown, state?: unknown, latitude?: unknown, longitude?: unknown}} row
 * @returns {null | {zip: string, city: string, state: string, lat: number|null, lng: number|null}}
 */
export function cleanUsRow(key, row) {
  if (!row || typeof row !== 'object') return null
  const zip = String(row.zip ?? key ?? '').trim()
  if (!/^\d{5}$/.test(zip) || zip === '00000') return null
  const state = String(row.state ?? '').trim().toUpperCase()
  if (!/^[A-Z]{2}$/.test(state) || MILITARY_STATES.has(state)) return null
  let city = tidy(row.city ?? '')
  if (!city) return null
  if (city === city.toUpperCase() && /[A-Z]{3}/.test(city)) city = titleCase(city)
  const lat = finiteOrNull(row.latitude)
  const lng = finiteOrNull(row.longitude)
  const located = lat !== null && lng !== null && !(lat === 0 && lng === 0) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
  return { zip, city, state, lat: located ? round2(lat) : null, lng: located ? round2(lng) : null }
}

/** Fills lost Canadian longitudes (and latitudes) with the mean of the nearest-prefixed FSAs. */
function fillMissingCoordinates(rows) {
  const mean = (values) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null)
  for (const row of rows) {
    for (const field of ['lat', 'lng']) {
      if (row[field] !== null) continue
      for (const prefixLength of [2, 1]) {
        const prefix = row.fsa.slice(0, prefixLength)
        const value = mean(rows.filter((r) => r !== row && r.fsa.startsWith(prefix) && r[field] !== null).map((r) => r[field]))
        if (value !== null) {
          row[field] = value
          break
        }
      }
    }
  }
}

/**
 * Builds the compact data object from raw `zipcodes` maps.
 * @param {{us: Record<string, object>, ca: Record<string, object>}} raw
 * @returns {{v: number, fingerprint: string, us: Record<string, unknown[]>, ca: Record<string, unknown[]>}}
 */
export function buildPostalData(raw, fingerprint = '') {
  /** @type {Record<string, unknown[]>} */
  const us = {}
  for (const key of Object.keys(raw.us).sort()) {
    const row = cleanUsRow(key, raw.us[key])
    if (row) us[row.zip] = [row.city, row.state, row.lat, row.lng]
  }
  const caRows = new Map()
  for (const key of Object.keys(raw.ca)) {
    const row = cleanCanadianRow(key, raw.ca[key])
    if (row && !caRows.has(row.fsa)) caRows.set(row.fsa, row)
  }
  const sorted = [...caRows.values()].sort((a, b) => a.fsa.localeCompare(b.fsa))
  fillMissingCoordinates(sorted)
  /** @type {Record<string, unknown[]>} */
  const ca = {}
  for (const row of sorted) {
    ca[row.fsa] = row.aliases.length
      ? [row.city, row.province, row.lat, row.lng, row.aliases]
      : [row.city, row.province, row.lat, row.lng]
  }
  return { v: FORMAT_VERSION, fingerprint, us, ca }
}

function computeFingerprint(require) {
  const self = readFileSync(fileURLToPath(import.meta.url))
  const zipcodesVersion = require('zipcodes/package.json').version
  return createHash('sha256').update(self).update(`zipcodes@${zipcodesVersion}`).digest('hex').slice(0, 16)
}

function readFingerprint(file) {
  if (!existsSync(file)) return null
  try {
    // The fingerprint is written first: read only the head of the file.
    const head = readFileSync(file, 'utf8').slice(0, 200)
    return /"fingerprint":"([0-9a-f]+)"/.exec(head)?.[1] ?? null
  } catch {
    return null
  }
}

/** Writes the data file unless it is already up to date. Returns what happened. */
export function run({ force = false, output = OUTPUT_PATH } = {}) {
  const require = createRequire(import.meta.url)
  const fingerprint = computeFingerprint(require)
  if (!force && readFingerprint(output) === fingerprint) return { written: false, output }
  const data = buildPostalData(
    { us: require('zipcodes/lib/codes.js').codes, ca: require('zipcodes/lib/codesCanada.js').codes },
    fingerprint,
  )
  mkdirSync(path.dirname(output), { recursive: true })
  const tmp = `${output}.${process.pid}.tmp`
  writeFileSync(tmp, JSON.stringify(data))
  renameSync(tmp, output) // atomic: a reader never sees half a file
  return { written: true, output, us: Object.keys(data.us).length, ca: Object.keys(data.ca).length }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const started = Date.now()
  const result = run({ force: process.argv.includes('--force') })
  const where = path.relative(process.cwd(), result.output)
  console.log(
    result.written
      ? `postal data: wrote ${where} (${result.us} US ZIPs, ${result.ca} Canadian FSAs) in ${Date.now() - started} ms`
      : `postal data: ${where} is up to date`,
  )
}
