/**
 * npm run staff:reset-password -- <email> [new password]
 * Sets a staff user's password from the shell (the way back in when nobody can sign in), clears
 * the lockout, and prints the password when it generated one. Uses the configured database
 * (DATABASE_URI, else the SQLite file in DATA_DIR), like `npm run seed`.
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'

const MIN_LENGTH = 12

/** What the script was doing, said if it ends any other way than its own. */
let doing = 'loading the configuration'
process.on('exit', (code) => {
  if (code !== 0 && code !== 1) console.error(`staff:reset-password ended with exit code ${code} while ${doing}`)
})
// Node 20 runs tsx's module hooks on a thread of their own, and loading the configuration through
// them now and then never finishes: about one start in five on this machine, stuck importing
// @payloadcms/richtext-lexical's module graph, with nothing of ours running yet (CI saw exit code
// 13, "unsettled top-level await", when nothing held the event loop). This timer holds the loop,
// and if the load has not finished in LOAD_TIMEOUT_MS the script starts once more in a fresh process.
const LOAD_TIMEOUT_MS = 30_000
const keepAlive = setInterval(() => {}, 60_000)
const loadWatch = setTimeout(() => {
  if (process.env.BOXLINE_SCRIPT_RESTARTED === '1') {
    console.error(`staff:reset-password gave up: ${doing} did not finish in ${LOAD_TIMEOUT_MS / 1000} s, twice`)
    process.exit(2)
  }
  console.error(`staff:reset-password: ${doing} did not finish in ${LOAD_TIMEOUT_MS / 1000} s; starting again`)
  const tsx = fileURLToPath(new URL('../node_modules/.bin/tsx', import.meta.url))
  const again = spawnSync(tsx, process.argv.slice(1), { stdio: 'inherit', env: { ...process.env, BOXLINE_SCRIPT_RESTARTED: '1' } })
  process.exit(again.status ?? 2)
}, LOAD_TIMEOUT_MS)

async function main() {
  const [email, given] = process.argv.slice(2)
  if (!email) throw new Error('usage: npm run staff:reset-password -- <email> [new password]')
  if (given !== undefined && given.length < MIN_LENGTH) throw new Error(`the password must be at least ${MIN_LENGTH} characters`)
  const password = given ?? randomBytes(12).toString('base64url')
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  clearTimeout(loadWatch)
  doing = 'starting Payload'
  const payload = await getPayload({ config })
  doing = 'updating the staff user'
  const { docs } = await payload.update({
    collection: 'users',
    where: { email: { equals: email.trim().toLowerCase() } },
    data: { password, loginAttempts: 0, lockUntil: null },
    overrideAccess: true,
  })
  if (docs.length === 0) throw new Error(`no staff user with the e-mail ${email}`)
  console.log(given ? `Password of ${email} changed; the account is unlocked.` : `Password of ${email} changed to: ${password}\nThe account is unlocked. Sign in at /admin and change it.`)
}

main()
  .then(() => process.exit(0))
  .catch((error) => {
    clearInterval(keepAlive)
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
