/* npm run seed: migrate, then seed the configured database (idempotent). */
import { boot } from '../src/lib/boot'

boot({ quiet: false })
  .then(() => process.exit(0))
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
