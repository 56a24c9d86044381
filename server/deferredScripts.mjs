/**
 * A cached page paints before its framework runs. Next writes its chunks as `<script async>` in the
 * <head>; from a nearby server they arrive before the first frame, and the browser runs all of them
 * (about 150 KB: parse, compile, hydration) before it shows any text. On a slow phone that work
 * is what stands between the HTML and the largest paint, which the page itself does not need: it
 * is complete in the server's HTML. So the chunks here become inert entries that a small inline
 * script starts once the browser reports the page's largest paint, or at the visitor's first
 * press, key or touch, whichever comes first (docs/decisions.md, "Scripts start after the largest
 * paint"). Links and forms work before that (they are plain HTML, and the form layer keeps what
 * is typed early).
 *
 * Only Next's own files are deferred (`/_next/static/…`): their `<script src async>` tags and the
 * `<link rel="preload" as="script">` of the lazily loaded parts the server rendered. The starter's
 * text is fixed, so the page's policy admits it by its hash (server/pageCsp.mjs). It starts only
 * entries naming Next's own files, so markup that reached the page some other way cannot use it to
 * load anything else; entries the parser reaches after the start (a page still arriving) are
 * started when the document has been read.
 */

/** The type that keeps a deferred chunk's entry from running. */
export const DEFERRED_TYPE = 'boxline/deferred'

/** The event the starter sends on window once it has started the chunks (the font loader waits for it). */
export const STARTED_EVENT = 'boxline:scripts-started'

/** How long the starter waits for a largest-paint report that may never come (a tab opened in the background). */
export const START_FALLBACK_MS = 2000

/**
 * The starter: appends each deferred chunk as an async script (and each preload as a preload),
 * then sets `window.__boxlineScripts` to 'started' and, once every chunk has loaded or failed, to
 * 'loaded' (what `load` meant for these pages before; the browser tests wait for it).
 */
export const SCRIPT_STARTER = `(function(){var d=document,w=window,on=false,left=0,ev=['pointerdown','keydown','touchstart'];function settle(){if(left===0&&d.readyState!=='loading')w.__boxlineScripts='loaded'}function done(){left--;settle()}function run(){d.querySelectorAll('script[type="${DEFERRED_TYPE}"]:not([data-started])').forEach(function(s){var e,p=s.getAttribute('data-preload'),u=p||s.getAttribute('data-src')||'';s.setAttribute('data-started','');if(u.indexOf('/_next/static/')!==0)return;if(p){e=d.createElement('link');e.rel='preload';e.setAttribute('as','script');e.href=p;e.setAttribute('fetchpriority','low')}else{e=d.createElement('script');e.src=u;e.async=true;left++;e.onload=e.onerror=done}d.head.appendChild(e)});settle()}function start(){if(on)return;on=true;ev.forEach(function(n){removeEventListener(n,start,true)});w.__boxlineScripts='started';run();if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',run);dispatchEvent(new Event('${STARTED_EVENT}'))}var t=(w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes)||[];if(t.indexOf('largest-contentful-paint')>=0)new PerformanceObserver(function(){setTimeout(start,0)}).observe({type:'largest-contentful-paint',buffered:true});else requestAnimationFrame(function(){setTimeout(start,0)});ev.forEach(function(n){addEventListener(n,start,{capture:true,passive:true})});setTimeout(start,${START_FALLBACK_MS})})()`

const FRAMEWORK_FILE = /^\/_next\/static\//
const ASYNC_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g
const LINK = /<link\b[^>]*>/gi

const attribute = (tag, name) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]

/**
 * The page with Next's chunks deferred (their script tags wherever Next writes them, the script
 * preloads of its <head>) and the starter at the end of its <head>, and how many chunks it deferred. A page with none (or already deferred) comes back unchanged.
 */
export function deferScripts(html) {
  const head = html.indexOf('</head>')
  if (head < 0 || html.includes(`<script type="${DEFERRED_TYPE}"`)) return { html, deferred: 0 }
  let deferred = 0
  const defer = (part) =>
    part.replace(ASYNC_SCRIPT, (tag, src) => {
      if (!FRAMEWORK_FILE.test(src)) return tag
      deferred++
      return `<script type="${DEFERRED_TYPE}" data-src="${src}"></script>`
    })
  const inHead = defer(html.slice(0, head)).replace(LINK, (tag) => {
    const href = attribute(tag, 'href')
    if (attribute(tag, 'rel') !== 'preload' || attribute(tag, 'as') !== 'script' || !href || !FRAMEWORK_FILE.test(href)) return tag
    return `<script type="${DEFERRED_TYPE}" data-preload="${href}"></script>`
  })
  // Next also writes its bootstrap chunk in the <body>, after the chunk list.
  const rest = defer(html.slice(head))
  if (deferred === 0) return { html, deferred: 0 }
  return { html: `${inHead}<script>${SCRIPT_STARTER}</script>${rest}`, deferred }
}
