/**
 * Flat illustrated portraits for the seeded testimonials, drawn here as SVG (then WebP): no photo
 * is loaded from outside the site. One look per person: skin, hair, clothes, an optional hard hat.
 */
export type PortraitLook = {
  background: string
  circle: string
  skin: string
  hair: string
  hairStyle: 'short' | 'long' | 'bun'
  shirt: string
  /** A high-visibility vest's colour over the shirt. */
  vest?: string
  hardHat?: string
  beard?: boolean
}

export const PORTRAIT_SIZE = 640

const shade = (hex: string, amount: number): string => {
  const n = parseInt(hex.slice(1), 16)
  const channel = (shift: number) => Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * (1 + amount))))
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`
}

/** A head-and-shoulders portrait, 640 × 640. */
export function drawPortrait(look: PortraitLook): string {
  const S = PORTRAIT_SIZE
  const skinShade = shade(look.skin, -0.14)
  const parts: string[] = [
    `<rect width="${S}" height="${S}" fill="${look.background}"/>`,
    `<circle cx="500" cy="130" r="170" fill="${look.circle}"/>`,
    `<circle cx="90" cy="560" r="120" fill="${look.circle}" opacity="0.6"/>`,
  ]
  // Long hair falls behind the shoulders.
  if (look.hairStyle === 'long') parts.push(`<path d="M205 290 C195 170 445 170 435 290 L455 520 L185 520 Z" fill="${look.hair}"/>`)
  // Shoulders and shirt, neck.
  parts.push(
    `<path d="M110 ${S} C118 520 200 460 320 460 C440 460 522 520 530 ${S} Z" fill="${look.shirt}"/>`,
    `<rect x="282" y="372" width="76" height="108" rx="34" fill="${skinShade}"/>`,
    `<path d="M272 462 L320 520 L368 462 Z" fill="${shade(look.shirt, 0.25)}"/>`,
  )
  if (look.vest) {
    parts.push(
      `<path d="M128 ${S} C134 540 190 482 262 468 L296 ${S} Z" fill="${look.vest}"/>`,
      `<path d="M512 ${S} C506 540 450 482 378 468 L344 ${S} Z" fill="${look.vest}"/>`,
      `<path d="M150 575 L288 575 L291 597 L143 597 Z" fill="#e5e7eb"/>`,
      `<path d="M490 575 L352 575 L349 597 L497 597 Z" fill="#e5e7eb"/>`,
    )
  }
  // Head, ears, face.
  parts.push(
    `<ellipse cx="214" cy="312" rx="20" ry="30" fill="${skinShade}"/>`,
    `<ellipse cx="426" cy="312" rx="20" ry="30" fill="${skinShade}"/>`,
    `<ellipse cx="320" cy="300" rx="108" ry="124" fill="${look.skin}"/>`,
  )
  if (look.beard) parts.push(`<path d="M214 300 C220 420 270 428 320 428 C370 428 420 420 426 300 C410 360 380 372 320 372 C260 372 230 360 214 300 Z" fill="${look.hair}"/>`)
  parts.push(
    `<ellipse cx="282" cy="300" rx="9" ry="11" fill="#1f2937"/>`,
    `<ellipse cx="358" cy="300" rx="9" ry="11" fill="#1f2937"/>`,
    `<path d="M264 274 Q282 262 300 272" stroke="${shade(look.hair, -0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M340 272 Q358 262 376 274" stroke="${shade(look.hair, -0.1)}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
    `<path d="M318 312 Q312 336 324 340" stroke="${skinShade}" stroke-width="6" fill="none" stroke-linecap="round"/>`,
    `<path d="M286 360 Q320 ${look.beard ? 378 : 386} 354 360" stroke="#7f1d1d" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  )
  // Hair on top, or a hard hat.
  if (look.hardHat) {
    parts.push(
      `<path d="M206 252 C206 150 434 150 434 252 Z" fill="${look.hardHat}"/>`,
      `<rect x="186" y="242" width="268" height="26" rx="13" fill="${shade(look.hardHat, -0.12)}"/>`,
      `<rect x="308" y="168" width="24" height="84" rx="8" fill="${shade(look.hardHat, 0.12)}"/>`,
    )
  } else if (look.hairStyle === 'short') {
    parts.push(`<path d="M212 290 C196 180 260 158 320 160 C392 160 448 190 428 290 C420 240 400 218 320 222 C250 222 222 240 212 290 Z" fill="${look.hair}"/>`)
  } else {
    parts.push(`<path d="M210 300 C190 170 450 170 430 300 C410 226 360 214 320 218 C270 214 226 236 210 300 Z" fill="${look.hair}"/>`)
    if (look.hairStyle === 'bun') parts.push(`<circle cx="320" cy="168" r="46" fill="${look.hair}"/>`)
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">${parts.join('')}</svg>`
}
