// The bare server the throughput benchmarks set beside the product: node:http in a process of its own (like the
// product), sending the very bytes and headers the product sent, recorded with rawGet.
//
//   const answer = await rawGet(`${product.base}/api/events/all`, { 'accept-encoding': 'br, gzip' });
//   const bare = await startBareServer({ '/api/events/all': answer });   // '*': the answer to any other path
//   … bare.url, bare.pid …
//   bare.child.kill();
import { fork } from 'node:child_process';
import { request } from 'node:http';

/** One GET with the bytes and headers as sent: { status, headers, body (a Buffer) }. */
export function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/**
 * The bare server on `port` of 127.0.0.1 (a free one when 0), once it listens: each path of `answers` answers its
 * recorded headers and bytes (a 304 when asked again with its ETag), the path '*' any other; else 404.
 * Answers { child, pid, port, url }.
 */
export async function startBareServer(answers, { port = 0 } = {}) {
  const recorded = Object.entries(answers).map(([path, answer]) => ({
    path,
    // Every header the product sent (security headers, X-Request-Id, Content-*, Vary, Cache-Control, ETag), but those
    // node:http writes itself (Date, Connection, Keep-Alive) or that describe the product's framing (chunked).
    headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'transfer-encoding'].includes(name))),
    body: answer.body.toString('base64'),
  }));
  const child = fork(new URL('./bare-server-process.mjs', import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const listening = new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
  });
  child.send({ answers: recorded, port });
  const bound = await listening;
  return { child, pid: child.pid, port: bound, url: `http://127.0.0.1:${bound}` };
}
