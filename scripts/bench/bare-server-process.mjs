// The bare server's process (scripts/bench/bare-server.mjs starts it): told its answers and port by a message, it
// listens and sends back the port.
import { createServer } from 'node:http';

process.once('message', ({ answers, port }) => {
  const byPath = new Map(answers.map((answer) => [answer.path, { headers: answer.headers, body: Buffer.from(answer.body, 'base64') }]));
  const server = createServer((req, res) => {
    const answer = byPath.get(req.url) ?? byPath.get('*');
    if (!answer) {
      res.writeHead(404).end();
      return;
    }
    if (answer.headers.etag && req.headers['if-none-match'] === answer.headers.etag) {
      const { 'content-length': _length, 'content-type': _type, 'content-encoding': _encoding, ...notModified } = answer.headers;
      res.writeHead(304, notModified).end();
      return;
    }
    res.writeHead(200, answer.headers).end(answer.body);
  });
  // A proxy in front keeps its connections open between requests (the fleet benchmark's haproxy).
  server.keepAliveTimeout = 65_000;
  server.listen(port, '127.0.0.1', () => process.send(server.address().port));
});
