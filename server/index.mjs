#!/usr/bin/env node
// @ts-check
/**
 * The production server: Next's request handler behind a plain Node HTTP server, for two things
 * Next cannot do on its own.
 *  - The client's address: the connection's own, or a trusted proxy's X-Forwarded-For hop
 *    (TRUSTED_PROXIES), handed to the app as `x-client-address` (rate limits key on it). Any value
 *    a client sends under that name is replaced.
 *  - The policy of cached pages: a page served from the cache carries the hashes of its own
 *    framework scripts instead of a nonce (server/pageCsp.mjs), and tells a CDN how long it may
 *    keep it (CDN_CACHE_CONTROL).
 *  - Speed: such a page is then answered from memory, as finished bytes (server/pageMemoryCache.mjs).
 *  - Several processes on one PostgreSQL: every CACHE_SYNC_INTERVAL_MS (2 s) it asks its own app
 *    to drop the pages other processes published (POST /api/internal/cache-sync with a key known
 *    only to this process; src/lib/cacheSync.ts). CACHE_SYNC=on|off; default on with PostgreSQL.
 *    The same call, every minute when the sync is off, drops the events lists when the business's
 *    day changes (they list what is still to come first).
 * Everything else — private pages with their per-request nonce, the API, assets — passes through.
 * Honours PORT (3000) and HOSTNAME (0.0.0.0).
 */
import { randomUUID } from 'node:crypto'
import http from 'node:http'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { clientAddress, parseTrustedProxies } from './clientAddress.mjs'
import { holdForPagePolicy } from './cachedPageResponse.mjs'
import { createPageMemoryCache } from './pageMemoryCache.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'

let trustedProxies
try {
  trustedProxies = parseTrustedProxies(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}

// Pages Next serves from its cache, kept as finished bytes; the app drops them on publish.
const pageCache = createPageMemoryCache()
globalThis.__boxlinePageMemoryCache = pageCache

// Resolved here, read by the app (src/lib/cacheSync.ts): one process on SQLite has no one to tell.
const databaseUri = process.env.DATABASE_URI ?? ''
process.env.CACHE_SYNC = process.env.CACHE_SYNC ?? (/^postgres(ql)?:\/\//.test(databaseUri) ? 'on' : 'off')
const internalKey = randomUUID()
globalThis.__boxlineInternalKey = internalKey

// A fresh database is seeded by a process of its own started from this file, which ends once its
// app has booted (src/lib/seedProcess.ts: the seed's native memory leaves with it).
process.env.BOXLINE_SERVER_ENTRY = fileURLToPath(import.meta.url)
const app = next({ dev: false, dir: root, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()
if (process.env.BOXLINE_BOOT_ONLY === '1') {
  // Next runs the instrumentation hook (src/instrumentation.ts: migrate and seed) once, from its
  // start or a first request; a seeding process serves none, so it waits for that same run, then ends.
  const require = createRequire(import.meta.url)
  const { ensureInstrumentationRegistered } = require('next/dist/server/lib/router-utils/instrumentation-globals.external.js')
  await ensureInstrumentationRegistered(root, process.env.NEXT_DIST_DIR ?? '.next')
  process.exit(0)
}

const server = http.createServer((req, res) => {
  if (pageCache.answer(req, res)) return
  req.headers['x-client-address'] = clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedProxies)
  holdForPagePolicy(req, res, pageCache)
  handle(req, res).catch((error) => {
    console.error(error)
    if (!res.headersSent) res.statusCode = 500
    res.end()
  })
})
// Keep-alive longer than a load balancer's idle timeout, so it never reuses a socket we closed.
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`Boxline ready on http://${hostname === '0.0.0.0' ? 'localhost' : hostname}:${port}`))

const self = `http://${hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : hostname}:${port}/api/internal/cache-sync`
// A publish outside a request (a scheduled publish run by Payload's jobs) cannot drop pages itself:
// it hands them here, and this process's own app drops them once the job's write is committed.
globalThis.__boxlineDropPagesLater = (/** @type {readonly string[]} */ pages) => {
  setTimeout(() => {
    fetch(self, { method: 'POST', headers: { 'x-boxline-internal': internalKey, 'content-type': 'application/json' }, body: JSON.stringify({ pages }) })
      .then((res) => res.arrayBuffer())
      .catch((error) => console.error('dropping published pages failed', error instanceof Error ? error.message : error))
  }, 1_000).unref()
}

// The same call drops the pages ordered by the business's day when it changes (the events lists):
// every CACHE_SYNC_INTERVAL_MS with the sync on, every minute without it.
{
  const intervalMs = process.env.CACHE_SYNC === 'on' ? Number(process.env.CACHE_SYNC_INTERVAL_MS ?? 2_000) : 60_000
  let running = false
  const sync = async () => {
    if (running) return
    running = true
    try {
      const res = await fetch(self, { method: 'POST', headers: { 'x-boxline-internal': internalKey } })
      if (!res.ok) console.error(`cache sync: ${res.status}`)
      await res.arrayBuffer()
    } catch (error) {
      console.error('cache sync failed', error instanceof Error ? error.message : error)
    } finally {
      running = false
    }
  }
  setInterval(sync, intervalMs).unref()
  void sync()
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close()
    process.exit(0)
  })
}
