// @ts-check
/**
 * The client's address for one request: the connection's own, unless the connection comes from a
 * proxy the operator trusts (TRUSTED_PROXIES), in which case the right-most X-Forwarded-For hop
 * that is not itself a trusted proxy. Every hop left of that one was written by whoever sent the
 * request and proves nothing, so it is never used while an untrusted hop is on its right.
 *
 * Addresses come out in one canonical form (IPv6 lower-case and compressed, IPv4-mapped IPv6 as
 * plain IPv4), so one client always gets one rate-limit bucket. Node built-ins only: server/index.mjs
 * runs before anything is compiled.
 */
import { BlockList, isIP } from 'node:net'

/**
 * @typedef {object} TrustedProxies
 * @property {BlockList} list the trusted addresses and ranges
 * @property {readonly string[]} entries the entries as written (canonical), for logs
 */

/** @typedef {{ address: string, family: 'ipv4' | 'ipv6' }} Ip */

const NAME = 'TRUSTED_PROXIES'
const EXAMPLE = `e.g. ${NAME}=loopback,10.0.0.0/8,fd00::/8`
/** Returned when the connection's address is unknown (a socket already closed): 0.0.0.0, never a forwarded hop. */
const UNKNOWN = '0.0.0.0'

const V4_WITH_PORT = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/
const V6_BRACKETED = /^\[([^\]]+)\](?::\d{1,5})?$/
const MAPPED_V4 = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

/**
 * One address in canonical form, or null when the text is not an IP address. Accepts what
 * proxies write in X-Forwarded-For besides a bare address: `1.2.3.4:5678`, `[2001:db8::1]`,
 * `[2001:db8::1]:443`, surrounding quotes; drops an IPv6 zone (`fe80::1%eth0`).
 * @param {unknown} text
 * @returns {Ip | null}
 */
function parseIp(text) {
  if (typeof text !== 'string') return null
  let s = text.trim().replace(/^"(.*)"$/, '$1')
  if (s.length === 0 || s.length > 100) return null
  s = V4_WITH_PORT.exec(s)?.[1] ?? V6_BRACKETED.exec(s)?.[1] ?? s
  const zone = s.indexOf('%')
  if (zone > 0 && s.includes(':')) s = s.slice(0, zone)
  const version = isIP(s)
  if (version === 4) return { address: s, family: 'ipv4' }
  if (version !== 6) return null
  // The WHATWG URL parser writes IPv6 canonically (RFC 5952), mapped IPv4 as ::ffff:7f00:1.
  let canonical
  try {
    canonical = new URL(`http://[${s}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
  const mapped = MAPPED_V4.exec(canonical)
  if (mapped) {
    const high = parseInt(mapped[1], 16)
    const low = parseInt(mapped[2], 16)
    return { address: `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, family: 'ipv4' }
  }
  return { address: canonical, family: 'ipv6' }
}

/**
 * Reads TRUSTED_PROXIES: a comma-separated list of IPv4/IPv6 addresses, CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`) and the keyword `loopback` (127.0.0.0/8 and ::1). Empty or unset:
 * no proxy is trusted, and every request's address is its connection's.
 * @param {string | undefined} value
 * @returns {TrustedProxies}
 * @throws {Error} naming TRUSTED_PROXIES and the entry it could not read
 */
export function parseTrustedProxies(value) {
  const list = new BlockList()
  /** @type {string[]} */
  const entries = []
  for (const raw of (value ?? '').split(',')) {
    const item = raw.trim()
    if (item === '') continue
    if (item.toLowerCase() === 'loopback') {
      list.addSubnet('127.0.0.0', 8, 'ipv4')
      list.addAddress('::1', 'ipv6')
      entries.push('127.0.0.0/8', '::1')
      continue
    }
    const slash = item.indexOf('/')
    const ip = configIp(slash === -1 ? item : item.slice(0, slash))
    if (!ip) throw invalid(item)
    if (slash === -1) {
      list.addAddress(ip.address, ip.family)
      entries.push(ip.address)
      continue
    }
    const prefixText = item.slice(slash + 1)
    if (!/^\d{1,3}$/.test(prefixText)) throw invalid(item, 'the prefix after "/" must be a number')
    let prefix = Number(prefixText)
    // An IPv4-mapped range (::ffff:10.0.0.0/104) is the IPv4 range it maps.
    if (ip.family === 'ipv4' && item.slice(0, slash).includes(':')) {
      if (prefix < 96) throw invalid(item, 'an IPv4-mapped range needs a prefix of 96 to 128')
      prefix -= 96
    }
    const max = ip.family === 'ipv4' ? 32 : 128
    if (prefix > max) throw invalid(item, `the prefix of an ${ip.family === 'ipv4' ? 'IPv4' : 'IPv6'} range is 0 to ${max}`)
    list.addSubnet(ip.address, prefix, ip.family)
    entries.push(`${ip.address}/${prefix}`)
  }
  return Object.freeze({ list, entries: Object.freeze(entries) })
}

/**
 * A bare address as written in the setting (no brackets, port, zone or quotes), canonical.
 * @param {string} text
 */
const configIp = (text) => (isIP(text) !== 0 && !text.includes('%') ? parseIp(text) : null)

/**
 * @param {string} item
 * @param {string} [why]
 */
const invalid = (item, why = 'not an IP address, a CIDR range (address/prefix) or "loopback"') =>
  new Error(`${NAME}: "${item}" is ${why.startsWith('not ') ? why : `invalid: ${why}`} (${EXAMPLE})`)

/**
 * @param {Ip} ip
 * @param {TrustedProxies | undefined} trusted
 */
const isTrusted = (ip, trusted) => trusted !== undefined && trusted.list.check(ip.address, ip.family)

/**
 * The hops of X-Forwarded-For, left to right, as Node hands the header over: absent, one string
 * (repeated headers already joined with ", "), or an array. Hops that are not IP addresses
 * (`unknown`, obfuscated names, garbage) are left out.
 * @param {string | readonly string[] | undefined | null} header
 * @returns {Ip[]}
 */
function forwardedHops(header) {
  const parts = Array.isArray(header) ? header : typeof header === 'string' ? [header] : []
  /** @type {Ip[]} */
  const hops = []
  for (const part of parts) {
    if (typeof part !== 'string') continue
    for (const hop of part.split(',')) {
      const ip = parseIp(hop)
      if (ip) hops.push(ip)
    }
  }
  return hops
}

/**
 * The client's address for a request. The connection's address when it is not a trusted proxy;
 * otherwise X-Forwarded-For is walked from the right past trusted proxies and the first hop that is
 * not one is the client. When every hop is trusted (a request from inside), the left-most hop;
 * with no usable hop, the connection's address. Always a valid IP address in canonical form.
 * @param {string | undefined} socketAddress `req.socket.remoteAddress`
 * @param {string | readonly string[] | undefined | null} forwardedFor `req.headers['x-forwarded-for']`
 * @param {TrustedProxies | undefined} trusted from parseTrustedProxies
 * @returns {string}
 */
export function clientAddress(socketAddress, forwardedFor, trusted) {
  const socket = parseIp(socketAddress)
  if (!socket) return UNKNOWN
  if (!isTrusted(socket, trusted)) return socket.address
  const hops = forwardedHops(forwardedFor)
  for (let i = hops.length - 1; i >= 0; i--) {
    if (!isTrusted(hops[i], trusted)) return hops[i].address
  }
  return hops[0]?.address ?? socket.address
}
