import { describe, expect, it } from 'vitest'
import { clientAddress, parseTrustedProxies } from './clientAddress.mjs'

const none = parseTrustedProxies(undefined)
const loopback = parseTrustedProxies('loopback')

describe('clientAddress with no proxy trusted', () => {
  it('is the connection address whatever X-Forwarded-For says', () => {
    expect(clientAddress('203.0.113.7', '198.51.100.1', none)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '198.51.100.1, 198.51.100.2', none)).toBe('127.0.0.1')
    expect(clientAddress('::1', ['198.51.100.1'], none)).toBe('::1')
    expect(clientAddress('127.0.0.1', '198.51.100.1', parseTrustedProxies(''))).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '198.51.100.1', parseTrustedProxies(' , '))).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '198.51.100.1', undefined)).toBe('127.0.0.1')
  })

  it('writes IPv4-mapped and upper-case IPv6 connection addresses canonically', () => {
    expect(clientAddress('::ffff:127.0.0.1', undefined, none)).toBe('127.0.0.1')
    expect(clientAddress('::FFFF:203.0.113.9', undefined, none)).toBe('203.0.113.9')
    expect(clientAddress('2001:DB8:0:0::1', undefined, none)).toBe('2001:db8::1')
  })

  it('never answers anything but an IP address, even without a connection address', () => {
    expect(clientAddress(undefined, '198.51.100.1', none)).toBe('0.0.0.0')
    expect(clientAddress('not-an-ip', '198.51.100.1', loopback)).toBe('0.0.0.0')
  })
})

describe('clientAddress behind a trusted proxy', () => {
  it('takes the right-most hop that is not a trusted proxy', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7')
    // The client wrote 198.51.100.1 itself; the proxy appended the address it saw.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', loopback)).toBe('203.0.113.7')
    // Two trusted proxies in a row are walked past.
    expect(clientAddress('127.0.0.1', '198.51.100.1, 203.0.113.7, 127.0.0.5, ::1', loopback)).toBe('203.0.113.7')
  })

  it('keeps a rotating left-most value from changing the client', () => {
    const seen = new Set(Array.from({ length: 20 }, (_, i) => clientAddress('127.0.0.1', `192.0.2.${i}, 203.0.113.7`, loopback)))
    expect([...seen]).toEqual(['203.0.113.7'])
  })

  it('uses the left-most hop when every hop is trusted, and the connection when there is none', () => {
    expect(clientAddress('127.0.0.1', '127.0.0.9, 127.0.0.2', loopback)).toBe('127.0.0.9')
    expect(clientAddress('127.0.0.1', undefined, loopback)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '', loopback)).toBe('127.0.0.1')
    expect(clientAddress('::1', [], loopback)).toBe('::1')
  })

  it('skips garbage hops and never returns one', () => {
    expect(clientAddress('127.0.0.1', 'unknown', loopback)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '203.0.113.7, <script>, , 999.1.1.1, _hidden', loopback)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', 'evil.example, 01.2.3.4, 1.2.3', loopback)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 'x'.repeat(5_000), loopback)).toBe('127.0.0.1')
  })

  it('reads hops written with ports, brackets, quotes and IPv6 zones', () => {
    expect(clientAddress('127.0.0.1', '203.0.113.7:51234', loopback)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '[2001:DB8::7]:443', loopback)).toBe('2001:db8::7')
    expect(clientAddress('127.0.0.1', '"[2001:db8::8]"', loopback)).toBe('2001:db8::8')
    expect(clientAddress('127.0.0.1', 'fe80::1%eth0', loopback)).toBe('fe80::1')
  })

  it('reads the header as an array of strings (repeated headers)', () => {
    expect(clientAddress('127.0.0.1', ['198.51.100.1', '203.0.113.7, 127.0.0.1'], loopback)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', ['garbage', '198.51.100.1'], loopback)).toBe('198.51.100.1')
  })

  it('normalizes IPv4-mapped IPv6, on the connection and in the hops', () => {
    expect(clientAddress('::ffff:127.0.0.1', '203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '203.0.113.7, ::ffff:127.0.0.1', loopback)).toBe('203.0.113.7')
    expect(clientAddress('127.0.0.1', '::ffff:203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:10.1.2.3', '203.0.113.7', parseTrustedProxies('::ffff:10.0.0.0/104'))).toBe('203.0.113.7')
  })
})

describe('parseTrustedProxies', () => {
  it('loopback means 127.0.0.0/8 and ::1, nothing else', () => {
    expect(loopback.entries).toEqual(['127.0.0.0/8', '::1'])
    expect(clientAddress('127.8.9.10', '203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(clientAddress('::1', '203.0.113.7', loopback)).toBe('203.0.113.7')
    expect(clientAddress('10.0.0.1', '203.0.113.7', loopback)).toBe('10.0.0.1')
    expect(clientAddress('::2', '203.0.113.7', loopback)).toBe('::2')
    expect(parseTrustedProxies('LoopBack').entries).toEqual(['127.0.0.0/8', '::1'])
  })

  it('IPv4 ranges and addresses', () => {
    const trusted = parseTrustedProxies(' 10.0.0.0/8 ,192.168.1.10')
    expect(clientAddress('10.200.3.4', '203.0.113.7', trusted)).toBe('203.0.113.7')
    expect(clientAddress('192.168.1.10', '203.0.113.7, 10.1.1.1', trusted)).toBe('203.0.113.7')
    expect(clientAddress('192.168.1.11', '203.0.113.7', trusted)).toBe('192.168.1.11')
    expect(clientAddress('11.0.0.1', '203.0.113.7', trusted)).toBe('11.0.0.1')
    expect(clientAddress('127.0.0.1', '203.0.113.7', trusted)).toBe('127.0.0.1')
  })

  it('IPv6 ranges and addresses', () => {
    const trusted = parseTrustedProxies('fd00::/8, 2001:db8:1::1')
    expect(clientAddress('fd12:3456::1', '2001:db8:ffff::9', trusted)).toBe('2001:db8:ffff::9')
    expect(clientAddress('2001:DB8:1:0::1', '203.0.113.7', trusted)).toBe('203.0.113.7')
    expect(clientAddress('fe80::1', '203.0.113.7', trusted)).toBe('fe80::1')
    expect(clientAddress('fd00::1', 'fd00::2, fd00::3', trusted)).toBe('fd00::2')
    expect(trusted.entries).toEqual(['fd00::/8', '2001:db8:1::1'])
  })

  it('mixes everything in one list', () => {
    const trusted = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, ::1, fd00::/8, loopback,')
    expect(clientAddress('fd00::5', '203.0.113.7, 10.0.0.2', trusted)).toBe('203.0.113.7')
    expect(clientAddress('::ffff:10.0.0.2', '2001:db8::7', trusted)).toBe('2001:db8::7')
  })

  it.each([
    ['10.0.0.0/33', /TRUSTED_PROXIES: "10\.0\.0\.0\/33" is invalid: the prefix of an IPv4 range is 0 to 32/],
    ['fd00::/129', /TRUSTED_PROXIES: "fd00::\/129" is invalid: the prefix of an IPv6 range is 0 to 128/],
    ['10.0.0.0/x', /TRUSTED_PROXIES: "10\.0\.0\.0\/x" is invalid: the prefix after "\/" must be a number/],
    ['10.0.0.0/', /TRUSTED_PROXIES: "10\.0\.0\.0\/" is invalid/],
    ['proxy.internal', /TRUSTED_PROXIES: "proxy\.internal" is not an IP address, a CIDR range \(address\/prefix\) or "loopback"/],
    ['10.0.0.1 10.0.0.2', /TRUSTED_PROXIES: "10\.0\.0\.1 10\.0\.0\.2" is not an IP address/],
    ['[::1]', /TRUSTED_PROXIES: "\[::1\]" is not an IP address/],
    ['127.0.0.1:8080', /TRUSTED_PROXIES: "127\.0\.0\.1:8080" is not an IP address/],
    ['300.0.0.1', /TRUSTED_PROXIES: "300\.0\.0\.1" is not an IP address/],
    ['::ffff:10.0.0.0/64', /TRUSTED_PROXIES: "::ffff:10\.0\.0\.0\/64" is invalid: an IPv4-mapped range needs a prefix of 96 to 128/],
    ['loopback, all', /TRUSTED_PROXIES: "all" is not an IP address/],
  ])('refuses %j with a message naming TRUSTED_PROXIES', (value, message) => {
    expect(() => parseTrustedProxies(value)).toThrow(message)
    expect(() => parseTrustedProxies(value)).toThrow(/e\.g\. TRUSTED_PROXIES=loopback/)
  })
})
