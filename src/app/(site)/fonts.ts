import localFont from 'next/font/local'

/**
 * Inter, shipped with the app (from @fontsource, never downloaded at build or run time).
 * next/font preloads it and adds a metric-matched Arial fallback, so the swap does not shift layout.
 */
export const inter = localFont({
  src: [
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../node_modules/@fontsource/inter/files/inter-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-inter',
  display: 'swap',
  adjustFontFallback: 'Arial',
})
