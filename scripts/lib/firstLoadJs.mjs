import zlib from 'node:zlib'

/**
 * The scripts a first visit downloads: the page's script tags and the scripts it preloads (the
 * chunks of lazily loaded components the server rendered, fetched while the page hydrates).
 * Scripts marked nomodule (Next's polyfills) are never downloaded by the browsers we serve.
 */
export function firstLoadScriptUrls(html) {
  const tags = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]))
  const preloads = [...html.matchAll(/<link(?=[^>]*\brel="preload")(?=[^>]*\bas="script")[^>]*\bhref="([^"]+)"[^>]*>/g)]
  return [...new Set([...tags, ...preloads].map((m) => m[1]))]
}

/** Gzipped size in KB of every script a first visit to the page downloads. */
export async function firstLoadJsKb(baseUrl, path, headers = {}) {
  const html = await (await fetch(baseUrl + path, { headers })).text()
  let bytes = 0
  for (const src of firstLoadScriptUrls(html)) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    bytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return bytes / 1024
}
