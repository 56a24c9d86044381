/**
 * npm run staff:reset-password -- <email> [new password]
 * Sets a staff user's password from the shell (the way back in when nobody can sign in), clears
 * the lockout, and prints the password when it generated one. Uses the configured database
 * (DATABASE_URI, else the SQLite file in DATA_DIR), like `npm run seed`.
 */
import { randomBytes } from 'node:crypto'
import { getPayload } from 'payload'
import config from '@payload-config'

const MIN_LENGTH = 12
/** What the script was doing, said if it ends any other way than its own (CI once saw exit 13, an unsettled wait, and nothing else). */
let doing = 'loading the configuration'
process.on('exit', (code) => {
  if (code !== 0 && code !== 1) console.error(`staff:reset-password ended with exit code ${code} while ${doing}`)
})

async function main() {
  const [email, given] = process.argv.slice(2)
  if (!email) throw new Error('usage: npm run staff:reset-password -- <email> [new password]')
  if (given !== undefined && given.length < MIN_LENGTH) throw new Error(`the password must be at least ${MIN_LENGTH} characters`)
  const password = given ?? randomBytes(12).toString('base64url')
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
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
