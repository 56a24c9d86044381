// @ts-check
/**
 * The last step to "as fast as a static file": a page Next serves from its cache is kept here as
 * finished bytes (headers and body) and answered without entering Next again. Measured on this
 * 2-core machine (issue 12's note): Next's own cache hit costs about 1.6 ms of CPU per request
 * (routing, the proxy, the response pipeline), which caps a page near 600 requests/s; the bytes
 * kept here are sent in a few hundredths of that.
 *
 * Only what Next itself cached for everyone is kept (a held page, server/cachedPageResponse.mjs:
 * 200, marked by Next's cache, no cookie), only for plain page loads (no RSC or router headers,
 * no draft-mode cookie), keyed by the address and the Accept-Encoding it was compressed for.
 * Staff publishing drops the page here when Next drops it (`globalThis.__boxlinePageMemoryCache`,
 * called from src/lib/publicPages.ts once the change is committed); entries also expire after
 * PAGE_MEMORY_CACHE_TTL_MS (10 s) so nothing can outlive Next's own copy for long.
 */
/** @import { IncomingHttpHeaders } from 'node:http' */
/** What the cache reads of a request. @typedef {{ method?: string, url?: string, headers: IncomingHttpHeaders | Record<string, string> }} PageRequest */
/** What it reads of a finished response. @typedef {{ statusCode: number, getHeader(name: string): unknown, getHeaders(): Record<string, unknown> }} FinishedResponse */
/** What it answers with. @typedef {{ writeHead(status: number, headers: Record<string, any>): unknown, end(body?: Buffer): unknown }} AnswerResponse */
import { randomUUID } from 'node:crypto'

const DEFAULT_TTL_MS = Number(process.env.PAGE_MEMORY_CACHE_TTL_MS ?? 10_000)
const DEFAULT_MAX_BYTES = Number(process.env.PAGE_MEMORY_CACHE_MAX_BYTES ?? 64 * 1024 * 1024)

/**
 * Requests whose answer is not the plain page: client navigations, prefetches, drafts.
 * @param {PageRequest} req
 */
function isPlainPageLoad(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const h = req.headers
  if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-router-segment-prefetch'] || h['next-action']) return false
  if (/(?:^|;\s*)__prerender_bypass=/.test(String(h.cookie ?? ''))) return false
  return !/[?&]_rsc=/.test(req.url ?? '')
}

/** @param {string | undefined} url */
const pathOf = (url) => (url ?? '/').split('?')[0]
/** @param {PageRequest} req */
const keyOf = (req) => `${req.url}\n${req.headers['accept-encoding'] ?? ''}`

/** @typedef {{ key: string, path: string, generation: number }} CacheTicket */
/** @typedef {ReturnType<typeof createPageMemoryCache>} PageMemoryCache */

/** @param {{ ttlMs?: number, maxBytes?: number, now?: () => number }} [options] */
export function createPageMemoryCache({ ttlMs = DEFAULT_TTL_MS, maxBytes = DEFAULT_MAX_BYTES, now = Date.now } = {}) {
  /**
   * key → the page as sent; a Map keeps insertion order, used as LRU.
   * @type {Map<string, { path: string, headers: Record<string, any>, body: Buffer, etag: unknown, storedAt: number }>}
   */
  const entries = new Map()
  let bytes = 0
  /** Bumped by every drop: a response begun before a drop is not kept (it may be the old page). */
  let generation = 0

  /** @param {string} key */
  const remove = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  return {
    /**
     * Answers the request from memory and returns true, or returns false (let Next answer).
     * @param {PageRequest} req
     * @param {AnswerResponse} res
     */
    answer(req, res) {
      if (!isPlainPageLoad(req)) return false
      const key = keyOf(req)
      const entry = entries.get(key)
      if (!entry) return false
      if (now() - entry.storedAt > ttlMs) {
        remove(key)
        return false
      }
      entries.delete(key)
      entries.set(key, entry)
      /** @type {Record<string, any>} */
      const headers = { ...entry.headers, 'x-request-id': randomUUID() }
      if (entry.etag && req.headers['if-none-match'] === entry.etag) {
        delete headers['content-length']
        res.writeHead(304, headers)
        res.end()
      } else {
        res.writeHead(200, headers)
        res.end(req.method === 'HEAD' ? undefined : entry.body)
      }
      return true
    },

    /**
     * What a response must remember of its request to be kept: call before Next answers.
     * @param {PageRequest} req
     * @returns {CacheTicket | null}
     */
    begin(req) {
      return isPlainPageLoad(req) && req.method === 'GET' ? { key: keyOf(req), path: pathOf(req.url), generation } : null
    },

    /**
     * Keeps a finished page (headers as sent, whole body), unless a drop came since it began.
     * @param {CacheTicket | null} ticket
     * @param {FinishedResponse} res
     * @param {Buffer} body
     */
    keep(ticket, res, body) {
      if (!ticket || ticket.generation !== generation || res.statusCode !== 200 || !res.getHeader('x-nextjs-cache')) return
      if (body.length > maxBytes / 8) return
      /** @type {Record<string, any>} */
      const headers = {}
      for (const [name, value] of Object.entries(res.getHeaders())) if (name !== 'set-cookie' && name !== 'x-request-id' && value !== undefined) headers[name] = value
      headers['content-length'] = String(body.length)
      headers['x-nextjs-cache'] = 'HIT'
      remove(ticket.key)
      entries.set(ticket.key, { path: ticket.path, headers, body, etag: res.getHeader('etag'), storedAt: now() })
      bytes += body.length
      for (const key of entries.keys()) {
        if (bytes <= maxBytes) break
        remove(key)
      }
    },

    /**
     * Forgets these paths (e.g. '/fr/products'), whatever their query or encoding.
     * @param {Iterable<string>} paths
     */
    drop(paths) {
      generation++
      const wanted = new Set(paths)
      for (const [key, entry] of entries) if (wanted.has(entry.path)) remove(key)
    },

    get size() {
      return entries.size
    },
  }
}
