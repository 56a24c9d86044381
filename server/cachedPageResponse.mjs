// @ts-check
/**
 * Holds back an HTML page whose policy still has the placeholder of server/pageCsp.mjs (a page
 * that may be cached: the proxy gives private pages a nonce instead), fills in the hashes of its
 * framework scripts, and says how long a CDN may keep it. Any other response streams untouched.
 */
/** @import { IncomingMessage, ServerResponse } from 'node:http' */
/** @import { PageMemoryCache } from './pageMemoryCache.mjs' */
import zlib from 'node:zlib'
import { fillPolicy, inlineScriptHashes, INLINE_SCRIPT_HASHES } from './pageCsp.mjs'

/**
 * What a shared cache may do with a cached page: keep it a minute (a publish reaches visitors
 * within that), then serve it stale for a day while it fetches the new one. Browsers revalidate
 * every time (max-age=0) and get a 304 when nothing changed.
 */
export const CDN_CACHE_CONTROL = process.env.CDN_CACHE_CONTROL ?? 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400'

/**
 * What the first paint needs, announced in a Link header so the browser asks for it as soon as the
 * response starts, ahead of the scripts it will find in the <head> (HTTP/1.1 allows six requests
 * at a time): the page's stylesheets, and the image it preloads with high priority (its largest
 * paint, e.g. the configurator's first container picture).
 * @param {string} html
 */
export function earlyLinks(html) {
  const links = []
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = /\bhref="(\/[^"]*)"/.exec(tag)?.[1]
    if (!href) continue
    if (/\brel="stylesheet"/i.test(tag)) links.push(`<${href}>; rel=preload; as=style`)
    else if (/\brel="preload"/i.test(tag) && /\bas="image"/i.test(tag) && /\bfetchpriority="high"/i.test(tag)) links.push(`<${href}>; rel=preload; as=image; fetchpriority=high`)
  }
  return links.join(', ')
}

/** Script hashes and early links by ETag: a cached page is the same bytes until it is revalidated, so each is read once. */
/** @type {Map<string, { hashes: string[], links: string }>} */
const pageFactsByEtag = new Map()
const MAX_REMEMBERED = 1000

/** @param {string | undefined} etag @param {{ hashes: string[], links: string }} facts */
function remember(etag, facts) {
  if (!etag) return
  const oldest = pageFactsByEtag.keys().next().value
  if (pageFactsByEtag.size >= MAX_REMEMBERED && oldest !== undefined) pageFactsByEtag.delete(oldest)
  pageFactsByEtag.set(etag, facts)
}

/** How to read each Content-Encoding a page may come in. */
/** @type {Record<string, (body: Buffer) => Buffer>} */
const DECODERS = { gzip: zlib.gunzipSync, br: zlib.brotliDecompressSync, deflate: zlib.inflateSync }
/** @param {Buffer} body @param {unknown} encoding @returns {Buffer} */
const decoded = (body, encoding) => (DECODERS[String(encoding ?? '').toLowerCase()] ?? ((/** @type {Buffer} */ b) => b))(body)

/**
 * Completes a held response, given its whole body: the policy filled with the hashes of its
 * inline scripts, and the CDN's Cache-Control. The page itself goes out as Next wrote it, its
 * framework starting at once (docs/decisions.md, "The framework starts at once"). Returns the body
 * to send.
 * @param {ServerResponse} res
 * @param {Buffer} body
 * @param {{ warn?: (message: string) => void }} [log]
 */
export function applyPagePolicy(res, body, log = console) {
  const policy = String(res.getHeader('content-security-policy'))
  const etag = res.getHeader('etag')
  let known = etag ? pageFactsByEtag.get(String(etag)) : undefined
  if (!known && res.statusCode === 304) {
    // A 304's headers replace the browser's stored ones: without the page's hashes, send no policy
    // rather than one that would refuse the stored page's scripts.
    res.removeHeader('content-security-policy')
  } else {
    if (body.length > 0) {
      if (!known) {
        const html = decoded(body, res.getHeader('content-encoding')).toString('utf8')
        const found = inlineScriptHashes(html, policy)
        if (found.refused > 0) log.warn?.(`${found.refused} inline script(s) on a cached page are not the framework's and will not run`)
        known = { hashes: found.hashes, links: earlyLinks(html) }
        remember(etag ? String(etag) : undefined, known)
      }
    }
    if (known) {
      res.setHeader('content-security-policy', fillPolicy(policy, known.hashes))
      if (known.links) res.setHeader('link', known.links)
    } else res.setHeader('content-security-policy', fillPolicy(policy, []))
  }
  // Next marks what it keeps in its cache (a page, a redirect, a not-found) with s-maxage, for a
  // year when only a publish refreshes it; a CDN gets our shorter terms, and a response kept for
  // everyone carries no one's cookie (the page's island writes the locale cookie). What Next
  // renders per request stays private, cookies and all.
  if (/s-maxage/.test(String(res.getHeader('cache-control') ?? ''))) {
    res.setHeader('cache-control', CDN_CACHE_CONTROL)
    res.removeHeader('set-cookie')
  }
  // A redirect kept by Next comes back with its Location twice (the proxy's and the page's copy).
  const location = res.getHeader('location')
  if (Array.isArray(location)) res.setHeader('location', location[0])
  return body
}

/** @param {string} url */
const isPagePath = (url) => !/^\/(?:_next|api|cms-api|admin|gateway)(?:\/|$)/.test(url) && !/\.[a-z0-9]+(?:\?|$)/i.test(url)

/**
 * Wraps res so a cacheable HTML page is buffered and completed by applyPagePolicy, then offered
 * to the memory cache (server/pageMemoryCache.mjs), if one is given. Node's overloaded write,
 * end and writeHead are replaced by plain functions, so they are typed loosely here.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @param {PageMemoryCache} [pageCache]
 */
export function holdForPagePolicy(req, res, pageCache) {
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !isPagePath(req.url ?? '/')) return
  const ticket = pageCache?.begin(req) ?? null
  const write = res.write.bind(res)
  const end = res.end.bind(res)
  const writeHead = res.writeHead.bind(res)
  /** @type {boolean | null} */
  let held = null
  /** @type {Buffer[]} */
  const chunks = []
  const hold = () => {
    if (held === null) {
      const policy = res.getHeader('content-security-policy')
      const type = String(res.getHeader('content-type') ?? '')
      held = typeof policy === 'string' && policy.includes(INLINE_SCRIPT_HASHES) && (type.startsWith('text/html') || res.statusCode === 304)
    }
    return held
  }
  /** @param {any} chunk @param {any} encoding */
  const keep = (chunk, encoding) => {
    if (chunk != null && typeof chunk !== 'function') chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'))
  }
  /** @type {any} */ (res).writeHead = (/** @type {number} */ statusCode, /** @type {any} */ reason, /** @type {any} */ headers) => {
    if (typeof reason === 'object' && reason !== null) [headers, reason] = [reason, undefined]
    if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
    res.statusCode = statusCode
    if (typeof reason === 'string') res.statusMessage = reason
    if (!hold()) return writeHead(statusCode)
    return res
  }
  /** @type {any} */ (res).write = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (!hold()) return write(chunk, encoding, callback)
    keep(chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    if (done) process.nextTick(done)
    return true
  }
  /** @type {any} */ (res).end = (/** @type {any} */ chunk, /** @type {any} */ encoding, /** @type {any} */ callback) => {
    if (!hold()) return end(chunk, encoding, callback)
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    keep(chunk, encoding)
    const body = applyPagePolicy(res, Buffer.concat(chunks))
    if (req.method !== 'HEAD' && !res.getHeader('transfer-encoding')) res.setHeader('content-length', body.length)
    writeHead(res.statusCode)
    const ended = end(body, typeof encoding === 'function' ? encoding : callback)
    pageCache?.keep(ticket, res, body)
    return ended
  }
}
