import { earlyPressScript } from './earlyPress'

/** The early-press recorder for a root layout's <head> (ui/earlyPress.ts): no nonce, admitted by its hash on every page. */
export function EarlyPressRecorder() {
  return <script dangerouslySetInnerHTML={{ __html: earlyPressScript() }} />
}
