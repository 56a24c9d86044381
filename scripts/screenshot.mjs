/* node scripts/screenshot.mjs <url> <out.png> [width] [height]: a page as a person sees it (Debian chromium). FULL=1 for the full page. */
import { chromium } from '@playwright/test'
const [url, out, width = '1280', height = '900'] = process.argv.slice(2)
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } })
await page.goto(url, { waitUntil: 'networkidle' })
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' })
await browser.close()
