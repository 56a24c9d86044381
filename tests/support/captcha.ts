import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** Solves a challenge of the server at `base` as the ALTCHA widget does, and encodes the payload like it. */
export async function captchaTokenFrom(base: string, clientAddress: string): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/captcha/challenge`, { headers: { 'x-forwarded-for': clientAddress } })).json()) as Challenge
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('challenge not solved')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}
