import { headers } from 'next/headers'

/** Inter 5 (OFL, from @fontsource/inter), shipped in public/fonts/inter-5 and cached for a year. */
export const INTER_FILES = [
  { weight: 400, url: '/fonts/inter-5/inter-latin-400-normal.woff2' },
  { weight: 600, url: '/fonts/inter-5/inter-latin-600-normal.woff2' },
  { weight: 700, url: '/fonts/inter-5/inter-latin-700-normal.woff2' },
] as const

/** Remembers, for the browser session, that the fonts are in the HTTP cache. */
export const FONTS_LOADED_KEY = 'boxline-fonts'

/**
 * The loader, inlined in <head>. A first page view paints at once in the metric-matched fallback
 * ('Inter Fallback' in globals.css) and fetches Inter only after the load event, so the 73 KB of
 * fonts never compete with the page's own HTML, CSS, scripts and images; later pages of the
 * session, which find the fonts in the cache, add them straight away.
 */
export function fontLoaderScript(): string {
  const faces = JSON.stringify(INTER_FILES.map(({ weight, url }) => [String(weight), url]))
  return `(function(){var k=${JSON.stringify(FONTS_LOADED_KEY)},f=${faces};function go(){if(!window.FontFace||!document.fonts)return;f.forEach(function(x){new FontFace('Inter','url('+x[1]+') format("woff2")',{weight:x[0],style:'normal',display:'swap'}).load().then(function(ff){document.fonts.add(ff)},function(){})});try{sessionStorage.setItem(k,'1')}catch(e){}}var seen=null;try{seen=sessionStorage.getItem(k)}catch(e){}if(seen)go();else if(document.readyState==='complete')go();else addEventListener('load',go)})()`
}

/** The font loader for a root layout's <head>, with the request's CSP nonce. */
export async function WebFonts() {
  const nonce = (await headers()).get('x-nonce') ?? undefined
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: fontLoaderScript() }} />
}
