/** Inter 5 (OFL, from @fontsource/inter), shipped in public/fonts/inter-5 and cached for a year. */
export const INTER_FILES = [
  { weight: 400, url: '/fonts/inter-5/inter-latin-400-normal.woff2' },
  { weight: 600, url: '/fonts/inter-5/inter-latin-600-normal.woff2' },
  { weight: 700, url: '/fonts/inter-5/inter-latin-700-normal.woff2' },
] as const

/** Remembers, for the browser session, that the fonts are in the HTTP cache. */
export const FONTS_LOADED_KEY = 'boxline-fonts'

/**
 * The loader, inlined in <head>. The first page of a browser session paints in the metric-matched
 * fallback ('Inter Fallback' in globals.css) and keeps it: Inter is only fetched into the HTTP
 * cache after the load event, so its 73 KB never compete with the page's own HTML, CSS, scripts
 * and images, and no text reflows under the reader. Later pages of the session add Inter at once
 * with font-display optional: from the cache it is there before the first paint; should it not
 * be, that page keeps the fallback rather than shifting.
 */
export function fontLoaderScript(): string {
  const faces = JSON.stringify(INTER_FILES.map(({ weight, url }) => [String(weight), url]))
  return `(function(){var k=${JSON.stringify(FONTS_LOADED_KEY)},f=${faces},d=document;if(!window.FontFace||!d.fonts)return;function face(x){return new FontFace('Inter','url('+x[1]+') format("woff2")',{weight:x[0],style:'normal',display:'optional'})}var seen=null;try{seen=sessionStorage.getItem(k)}catch(e){}if(seen){f.forEach(function(x){var ff=face(x);d.fonts.add(ff);ff.load().catch(function(){})});return}function warm(){f.forEach(function(x){face(x).load().then(function(){try{sessionStorage.setItem(k,'1')}catch(e){}},function(){})})}if(d.readyState==='complete')warm();else addEventListener('load',warm,{once:true})})()`
}
