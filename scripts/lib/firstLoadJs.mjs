import zlib from 'node:zlib'

/** Gzipped size in KB of every script the page's HTML loads (what a first visit downloads). */
export async function firstLoadJsKb(baseUrl, path, headers = {}) {
  const html = await (await fetch(baseUrl + path, { headers })).text()
  // Scripts marked nomodule (Next's polyfills) are never downloaded by the browsers we serve.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((m) => !/\bnomodule\b/i.test(m[0]))
  const srcs = [...new Set(tags.map((m) => m[1]))]
  let bytes = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, baseUrl))).arrayBuffer())
    bytes += zlib.gzipSync(body, { level: 9 }).length
  }
  return bytes / 1024
}
