import { fontLoaderScript } from '../fontLoader'

/**
 * The font loader for a root layout's <head>. It carries no nonce, so cached and private pages
 * are the same HTML: every page's policy admits it by the hash of its text (the proxy).
 */
export function WebFonts() {
  return <script dangerouslySetInnerHTML={{ __html: fontLoaderScript() }} />
}
