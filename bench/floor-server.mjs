#!/usr/bin/env node
// The floor of the benchmark: a bare node:http server that answers every benchmarked request with the status, body
// and content type the shop answered it with, captured once before the load. Nothing is computed per request, so
// its throughput on this machine is the ceiling any Node server could reach for the same bytes; the shop's figures
// are reported as a fraction of it, measured in the same run. It runs in a process of its own, like the shop.
//
//   node bench/floor-server.mjs <port> <answers.json>   answers: { "METHOD path": { status, contentType, contentEncoding?, body64 } }
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

const [port, answersFile] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([key, answer]) => [
    key,
    {
      status: answer.status,
      headers: {
        'content-type': answer.contentType,
        'content-length': Buffer.byteLength(answer.body64, 'base64'),
        ...(answer.contentEncoding ? { 'content-encoding': answer.contentEncoding } : {}),
      },
      body: Buffer.from(answer.body64, 'base64'),
    },
  ]),
)

createServer((req, res) => {
  const answer = answers.get(`${req.method} ${req.url}`)
  // A request body (the login) is read to its end, as the shop must read it too.
  req.resume()
  req.on('end', () => {
    if (answer) res.writeHead(answer.status, answer.headers).end(answer.body)
    else res.writeHead(404).end()
  })
}).listen(Number(port), '127.0.0.1', () => process.send?.('listening'))
