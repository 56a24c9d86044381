// Setup file of the HTTP test configs: every call of the tests that the token check covers carries
// a token (tests/support/apiToken.ts).
import { installApiTokenFetch } from './apiToken'

installApiTokenFetch()
