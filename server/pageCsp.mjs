// @ts-check
/**
 * The Content-Security-Policy of a page served from the cache. Such a page was rendered once, for
 * everyone, so it cannot carry a per-request nonce; instead the proxy gives it a policy with the
 * placeholder below, and the server fills in the hashes of the page's own inline scripts.
 *
 * Only the scripts the framework writes are admitted, recognised by their exact shape: React's
 * flight data (`self.__next_f.push(<a JSON array>)`, data only, never code), its one-line
 * bootstrap, and Turbopack's list of first chunks (`…TURBOPACK…push(<a JSON object>)`). Anything else inline — say a `<script>` that reached the HTML through CMS content —
 * gets no hash, so the browser refuses to run it.
 */
import { createHash } from 'node:crypto'

/** What the proxy writes into a cached page's `script-src`; replaced here, never sent as is. */
export const INLINE_SCRIPT_HASHES = "'inline-script-hashes'"

const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
// Turbopack's list of the chunks to load first: a JSON object of file names and module ids.
const CHUNK_LIST_PUSH = /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i

/**
 * The inline scripts a browser would run: no src, and no data type such as application/ld+json.
 * @param {string} html
 */
export function inlineScripts(html) {
  /** @type {string[]} */
  const scripts = []
  for (const [, attributes, text] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    scripts.push(text)
  }
  return scripts
}

/**
 * True for the framework's own inline scripts (see the file's comment).
 * @param {string} text
 */
export function isFrameworkScript(text) {
  if (text === FLIGHT_BOOTSTRAP) return true
  const flight = FLIGHT_PUSH.exec(text)
  const chunks = flight ? null : CHUNK_LIST_PUSH.exec(text)
  if (!flight && !chunks) return false
  try {
    const data = JSON.parse(/** @type {RegExpExecArray} */ (flight ?? chunks)[1])
    return flight ? Array.isArray(data) : typeof data === 'object' && data !== null && !Array.isArray(data)
  } catch {
    return false
  }
}

/** @param {string} text */
export const sha256Source = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/**
 * The hash sources to admit for this HTML, and how many inline scripts are refused: neither the
 * framework's nor already admitted by the policy (our own, such as the font loader).
 * @param {string} html
 */
export function inlineScriptHashes(html, policy = '') {
  /** @type {Set<string>} */
  const admitted = new Set()
  let refused = 0
  for (const text of inlineScripts(html)) {
    const hash = sha256Source(text)
    if (isFrameworkScript(text)) admitted.add(hash)
    else if (!policy.includes(hash)) refused++
  }
  return { hashes: [...admitted], refused }
}

/**
 * The policy with the placeholder replaced by the hashes (none: no inline script may run).
 * @param {string} policy
 * @param {readonly string[]} hashes
 */
export function fillPolicy(policy, hashes) {
  return policy.replace(INLINE_SCRIPT_HASHES, hashes.join(' ')).replace(/ {2,}/g, ' ').replace(' ;', ';')
}
