// Draws the seed's delivery video here (no download): 8 s at 24 frames per second, 960×540, no
// sound. Each frame is an SVG rendered by sharp; Debian's ffmpeg encodes them as H.264 (baseline,
// yuv420p, +faststart) so every browser plays it and it starts before it has fully downloaded.
// Run once, by hand: `node scripts/make-seed-video.mjs` (needs `apt-get install ffmpeg`); the
// output is committed as seed/media/container-delivery.mp4 with its poster.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFileSync } from 'node:child_process'
import sharp from 'sharp'

const W = 960
const H = 540
const FPS = 24
const SECONDS = 8
const out = path.resolve('seed/media')

const ease = (t) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2)
const clamp = (t) => Math.max(0, Math.min(1, t))

function container(x, y, w, h) {
  const ribs = Array.from({ length: Math.floor(w / 22) }, (_, i) => `<rect x="${x + 10 + i * 22}" y="${y + 6}" width="9" height="${h - 12}" fill="#2563eb"/>`).join('')
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#1d4ed8"/>${ribs}
    <rect x="${x}" y="${y}" width="${w}" height="6" fill="#1e3a8a"/><rect x="${x}" y="${y + h - 6}" width="${w}" height="6" fill="#1e3a8a"/>
    <text x="${x + w / 2}" y="${y + h / 2 + 12}" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="34" fill="#fff">BOXLINE</text>`
}

function truck(x, bedY) {
  return `<g>
    <rect x="${x}" y="${bedY}" width="380" height="18" fill="#334155"/>
    <rect x="${x + 380}" y="${bedY - 80}" width="110" height="98" rx="10" fill="#f59e0b"/>
    <rect x="${x + 420}" y="${bedY - 68}" width="56" height="40" rx="4" fill="#e0f2fe"/>
    ${[x + 60, x + 150, x + 420].map((cx) => `<circle cx="${cx}" cy="${bedY + 34}" r="24" fill="#0f172a"/><circle cx="${cx}" cy="${bedY + 34}" r="10" fill="#94a3b8"/>`).join('')}
  </g>`
}

function frame(i) {
  const t = i / (FPS * SECONDS)
  // 0–45 %: the truck drives in; 45–80 %: the container slides down its tilted bed; then it rests.
  const drive = ease(clamp(t / 0.45))
  const unload = ease(clamp((t - 0.45) / 0.35))
  const leave = ease(clamp((t - 0.82) / 0.18))
  const truckX = -520 + drive * 700 + leave * 900
  const bedY = 392
  const restX = 150
  const cx = t < 0.45 ? truckX + 10 : restX + (1 - unload) * (truckX + 10 - restX)
  const cy = t < 0.45 ? bedY - 150 : bedY - 150 + unload * 60
  const sun = 80 + t * 40
  const clouds = [0, 1, 2].map((k) => `<ellipse cx="${((k * 340 + t * 120) % (W + 200)) - 100}" cy="${90 + k * 30}" rx="70" ry="22" fill="#fff" opacity="0.9"/>`).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bfdbfe"/><stop offset="1" stop-color="#eff6ff"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${W - 140}" cy="${sun}" r="44" fill="#fde68a"/>
    ${clouds}
    <path d="M0 380 L200 300 L380 360 L560 290 L760 350 L960 310 L960 ${H} L0 ${H} Z" fill="#bbf7d0"/>
    <rect y="430" width="${W}" height="${H - 430}" fill="#94a3b8"/>
    <rect y="470" width="${W}" height="6" fill="#e2e8f0" opacity="0.7"/>
    ${container(cx, cy, 360, 150)}
    ${truck(truckX, bedY)}
  </svg>`
}

const dir = mkdtempSync(path.join(tmpdir(), 'boxline-video-'))
try {
  const total = FPS * SECONDS
  for (let i = 0; i < total; i++) {
    const png = await sharp(Buffer.from(frame(i))).png().toBuffer()
    writeFileSync(path.join(dir, `f${String(i).padStart(4, '0')}.png`), png)
  }
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(dir, 'f%04d.png'),
    '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '30', '-preset', 'slow', '-movflags', '+faststart', '-an',
    path.join(out, 'container-delivery.mp4')])
  // The poster: the container at rest, the truck gone (the last frame).
  await sharp(Buffer.from(frame(total - 1))).webp({ quality: 80 }).toFile(path.join(out, 'container-delivery-poster.webp'))
} finally {
  rmSync(dir, { recursive: true, force: true })
}
