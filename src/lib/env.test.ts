import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isPostgres, parseEnv } from './env'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'boxline-env-'))

describe('parseEnv', () => {
  it('defaults to a SQLite file in the data folder and generates a secret once', () => {
    const dir = tmp()
    const env = parseEnv({ DATA_DIR: dir })
    expect(env.databaseUri).toBe(`file:${path.join(dir, 'boxline.db')}`)
    expect(env.payloadSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(parseEnv({ DATA_DIR: dir }).payloadSecret).toBe(env.payloadSecret)
    expect(fs.statSync(path.join(dir, '.payload-secret')).mode & 0o077).toBe(0)
  })
  it('uses PAYLOAD_SECRET when set and never writes one', () => {
    const dir = tmp()
    expect(parseEnv({ DATA_DIR: dir, PAYLOAD_SECRET: 'a-long-enough-secret' }).payloadSecret).toBe('a-long-enough-secret')
    expect(fs.existsSync(path.join(dir, '.payload-secret'))).toBe(false)
  })
  it('names every bad variable in one message', () => {
    let message = ''
    try {
      parseEnv({ DATA_DIR: tmp(), DATABASE_URI: 'mysql://x', PORT: 'eighty', PAYLOAD_SECRET: 'short' })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('Boxline cannot start: invalid configuration.')
    expect(message).toContain('- DATABASE_URI: must start with file: (SQLite) or postgres://')
    expect(message).toContain('- PORT: must be a port number (1-65535)')
    expect(message).toContain('- PAYLOAD_SECRET: must be at least 16 characters')
  })
  it('recognises PostgreSQL URLs', () => {
    expect(isPostgres('postgres://u:p@127.0.0.1:5432/db')).toBe(true)
    expect(isPostgres('postgresql://u@h/db')).toBe(true)
    expect(isPostgres('file:data/boxline.db')).toBe(false)
  })
})

describe('the API token cookie settings', () => {
  it('default to wsc_token, SameSite Strict, Secure on https pages', () => {
    const env = parseEnv({ DATA_DIR: tmp(), PAYLOAD_SECRET: 'a-long-enough-secret' })
    expect([env.TOKEN_COOKIE_NAME, env.TOKEN_COOKIE_SAMESITE, env.TOKEN_COOKIE_SECURE]).toEqual(['wsc_token', 'Strict', 'auto'])
  })
  it('are read from the environment, and refused when unusable', () => {
    const env = parseEnv({ DATA_DIR: tmp(), PAYLOAD_SECRET: 'a-long-enough-secret', TOKEN_COOKIE_NAME: 'site_token', TOKEN_COOKIE_SAMESITE: 'Lax', TOKEN_COOKIE_SECURE: 'on' })
    expect([env.TOKEN_COOKIE_NAME, env.TOKEN_COOKIE_SAMESITE, env.TOKEN_COOKIE_SECURE]).toEqual(['site_token', 'Lax', 'on'])
    expect(() => parseEnv({ DATA_DIR: tmp(), TOKEN_COOKIE_NAME: 'bad name;' })).toThrow('- TOKEN_COOKIE_NAME: must be a cookie name')
    expect(() => parseEnv({ DATA_DIR: tmp(), TOKEN_COOKIE_SAMESITE: 'strict' })).toThrow('- TOKEN_COOKIE_SAMESITE: must be Strict, Lax or None')
    expect(() => parseEnv({ DATA_DIR: tmp(), TOKEN_COOKIE_SAMESITE: 'None', TOKEN_COOKIE_SECURE: 'off' })).toThrow('SameSite None needs a Secure cookie')
  })
})
