/*
 * The bench's throughput reference (scripts/lib/throughput.mjs): a plain Node HTTP server that sends
 * one recorded answer (body bytes and headers, from the folder given) to every request, from memory.
 * `node scripts/lib/plainServer.mjs <port> <folder>`; prints `plain server on <port>` once it listens.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const [port, folder] = process.argv.slice(2)
const body = fs.readFileSync(path.join(folder, 'body'))
const headers = { ...JSON.parse(fs.readFileSync(path.join(folder, 'headers.json'), 'utf8')), 'content-length': body.length }

const server = http.createServer((req, res) => {
  req.resume()
  res.writeHead(200, headers)
  res.end(body)
})
// Port 0: any free port; the line says which.
server.listen(Number(port), '127.0.0.1', () => console.log(`plain server on ${server.address().port}`))
