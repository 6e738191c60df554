import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { startTestServer, type TestServer } from './support/test-server';

/** One GET with the bytes as sent (fetch and supertest would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('serving the built apps: precompressed files, cache headers, and compression of the API only', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'blood-donation-web-'));
  const script = Buffer.from(`console.log(${JSON.stringify('blood '.repeat(2000))});\n`);
  const asset = '/assets/main-3f9a1c.js';
  let server: TestServer;

  beforeAll(async () => {
    // A build as Vite and the precompression plugin leave it: each compressible file with its .br and .gz.
    const dist = join(webRoot, 'public-site', 'dist');
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Blood donation</title>');
    writeFileSync(join(dist, asset), script);
    writeFileSync(join(dist, `${asset}.br`), brotliCompressSync(script));
    writeFileSync(join(dist, `${asset}.gz`), gzipSync(script));
    mkdirSync(join(webRoot, 'admin-panel', 'dist'), { recursive: true });
    writeFileSync(join(webRoot, 'admin-panel', 'dist', 'index.html'), '<!doctype html><title>Admin</title>');
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br', brotliCompressSync(script)],
    ['gzip', 'gzip', gzipSync(script)],
  ])('sends the build\'s own compressed bytes for Accept-Encoding "%s"', async (accepted, encoding, bytes) => {
    const answer = await rawGet(`${server.url}${asset}`, { 'Accept-Encoding': accepted });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(answer.headers['content-length'])).toBe(bytes.length);
    expect(answer.body.equals(bytes)).toBe(true);
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const answer = await rawGet(`${server.url}${asset}`, { 'Accept-Encoding': 'identity' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(script)).toBe(true);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pages themselves with Cache-Control: no-cache', async () => {
    for (const path of ['/', '/about-us', '/admin-dashboard']) {
      const answer = await rawGet(`${server.url}${path}`, { 'Accept-Encoding': 'br, gzip' });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
    }
  });

  it('compresses an API answer above 1 KB and not one below', async () => {
    const small = await rawGet(`${server.url}/api/health/live`, { 'Accept-Encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await rawGet(`${server.url}/api/docs-json`, { 'Accept-Encoding': 'gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
  });
});
