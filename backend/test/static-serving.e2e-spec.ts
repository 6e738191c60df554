import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Event } from '../src/events/event.entity';
import { cacheControl, PUBLIC_LIST_CACHE } from '../src/web/public-cache';
import { loginAs } from './support/accounts';
import { api, createEvent } from './support/donor-flows';
import { startTestServer, type TestServer } from './support/test-server';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One GET with the bytes as sent (fetch and supertest would decode them). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** The headers that are the same for every sending of one answer: not Date, the request's id or how the body is framed. */
function sameEachTime(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const { date: _date, 'x-request-id': _id, 'content-length': _length, 'transfer-encoding': _framing, ...rest } = headers;
  return rest;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const BROTLI_OR_GZIP = { 'Accept-Encoding': 'br, gzip' };

describe('serving: the build compressed once, hashed files immutable, pages no-cache, public answers with ETag and Cache-Control', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'blood-donation-web-'));
  const dist = join(webRoot, 'public-site', 'dist');
  const prerenderedAbout = '<!doctype html><div id="root"><h1>About Us</h1></div>'.padEnd(2000, ' ');
  const script = Buffer.from(`console.log(${JSON.stringify('blood '.repeat(2000))});\n`);
  const asset = '/assets/main-3f9a1c7e.js';
  const serviceWorker = `self.__PRECACHE = ${JSON.stringify([{ url: 'index.html', revision: '1' }])};`;
  const webManifest = JSON.stringify({ name: 'Blood Donation', start_url: '/' });
  let server: TestServer;
  let adminToken: string;
  const list = `/api/events/all`;

  beforeAll(async () => {
    // A build as Vite and the precompression plugin leave it: each compressible file with its .br and .gz.
    mkdirSync(join(dist, 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Blood donation</title>');
    writeFileSync(join(dist, asset), script);
    writeFileSync(join(dist, `${asset}.br`), brotliCompressSync(script));
    writeFileSync(join(dist, `${asset}.gz`), gzipSync(script));
    writeFileSync(join(dist, 'sw.js'), serviceWorker);
    writeFileSync(join(dist, 'manifest.webmanifest'), webManifest);
    mkdirSync(join(dist, 'pages'));
    writeFileSync(join(dist, 'pages', 'about-us.html'), prerenderedAbout);
    writeFileSync(join(dist, 'pages', 'about-us.html.br'), brotliCompressSync(prerenderedAbout));
    mkdirSync(join(webRoot, 'admin-panel', 'dist', 'assets'), { recursive: true });
    writeFileSync(join(webRoot, 'admin-panel', 'dist', 'index.html'), '<!doctype html><title>Admin</title>');
    writeFileSync(join(webRoot, 'admin-panel', 'dist', 'assets', 'admin-5b2e.js'), 'console.log("admin")');
    server = await startTestServer({ WEB_ROOT: webRoot });
    adminToken = (await loginAs(server, 'admin')).accessToken;
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  describe('hashed build files', () => {
    it.each([
      ['br, gzip', 'br', brotliCompressSync(script)],
      ['gzip', 'gzip', gzipSync(script)],
      ['identity', undefined, script],
    ])('answer Accept-Encoding "%s" with the build\'s own bytes, the same the second time', async (accepted, encoding, bytes) => {
      const first = await rawGet(`${server.url}${asset}`, { 'Accept-Encoding': accepted });
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe(encoding);
      expect(first.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(first.headers['cache-control']).toBe(IMMUTABLE);
      expect(first.headers['content-security-policy']).toContain("default-src 'self'");
      if (encoding) expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(first.headers['content-length'])).toBe(bytes.length);
      expect(first.body.equals(bytes)).toBe(true);

      const again = await rawGet(`${server.url}${asset}`, { 'Accept-Encoding': accepted });
      expect(again.status).toBe(200);
      expect(again.body.equals(bytes)).toBe(true);
      expect(sameEachTime(again.headers)).toEqual(sameEachTime(first.headers));
    });

    it('answer a request whose If-None-Match still matches with 304 and no body', async () => {
      const first = await rawGet(`${server.url}${asset}`, BROTLI_OR_GZIP);
      expect(first.headers.etag).toBeDefined();
      const again = await rawGet(`${server.url}${asset}`, { ...BROTLI_OR_GZIP, 'If-None-Match': String(first.headers.etag) });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers['cache-control']).toBe(IMMUTABLE);
    });
  });

  it('sends each page (index.html) as it is on disk now, with Cache-Control: no-cache', async () => {
    const page = async (path: string) => {
      const answer = await rawGet(`${server.url}${path}`, BROTLI_OR_GZIP);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      return answer;
    };
    expect((await page('/about-us')).status).toBe(200);
    expect((await page('/admin-dashboard')).body.toString()).toContain('<title>Admin</title>');
    expect((await page('/no-such-page')).status).toBe(404);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>A new build</title>');
    expect((await page('/')).body.toString()).toContain('A new build');
  });

  it("sends the public site's service worker and web app manifest with no-cache, as they are on disk now (a deploy's new worker is found on the next visit)", async () => {
    const worker = await rawGet(`${server.url}/sw.js`, BROTLI_OR_GZIP);
    expect({ status: worker.status, cache: worker.headers['cache-control'], type: worker.headers['content-type'] }).toEqual({
      status: 200,
      cache: 'no-cache',
      type: expect.stringMatching(/^(application|text)\/javascript/),
    });
    expect(worker.body.toString()).toBe(serviceWorker);
    const manifest = await rawGet(`${server.url}/manifest.webmanifest`);
    expect({ status: manifest.status, cache: manifest.headers['cache-control'], type: manifest.headers['content-type'] }).toEqual({
      status: 200,
      cache: 'no-cache',
      type: expect.stringMatching(/^application\/manifest\+json/),
    });
    const deployed = `self.__PRECACHE = ${JSON.stringify([{ url: 'index.html', revision: '2' }])};`;
    writeFileSync(join(dist, 'sw.js'), deployed);
    expect((await rawGet(`${server.url}/sw.js`)).body.toString()).toBe(deployed);
  });

  it('sends a page the build prerendered (pages/<path>.html), compressed, for that path only', async () => {
    for (const path of ['/about-us', '/about-us/']) {
      const answer = await rawGet(`${server.url}${path}`, BROTLI_OR_GZIP);
      expect({ path, status: answer.status, encoding: answer.headers['content-encoding'], cache: answer.headers['cache-control'] }).toEqual({ path, status: 200, encoding: 'br', cache: 'no-cache' });
      expect(brotliDecompressSync(answer.body).toString()).toBe(prerenderedAbout);
    }
    expect((await rawGet(`${server.url}/faqs`)).body.toString()).not.toContain('About Us');
    expect((await rawGet(`${server.url}/no-such-page`)).status).toBe(404);
  });

  it('sends /privacy on to the privacy page, /privacy-policy, for good (301)', async () => {
    const answer = await rawGet(`${server.url}/privacy`);
    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 301, location: '/privacy-policy' });
  });

  describe('GET /api/events/all', () => {
    it('is sent as it is under 1 KB and compressed above, public for a few seconds, 304 while its ETag matches', async () => {
      const empty = await rawGet(`${server.url}${list}`, BROTLI_OR_GZIP);
      expect(empty.status).toBe(200);
      // Not compressed under 1 KB, and sent whole, with its length.
      expect(empty.headers['content-encoding']).toBeUndefined();
      expect(empty.headers['content-length']).toBe('2');
      expect(JSON.parse(empty.body.toString())).toEqual([]);

      for (let n = 1; n <= 20; n += 1) await createEvent(server, adminToken, { name: `Drive ${n}`, dateTime: new Date(Date.UTC(2027, 0, n)).toISOString() });
      const first = await rawGet(`${server.url}${list}`, BROTLI_OR_GZIP);
      expect(first.status).toBe(200);
      expect(first.headers['content-encoding']).toBe('br');
      expect(first.headers.vary).toMatch(/Accept-Encoding/i);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      expect(first.headers['cache-control']).toBe(cacheControl(PUBLIC_LIST_CACHE));
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.headers.etag).toBeDefined();
      const events = JSON.parse(brotliDecompressSync(first.body).toString()) as { name: string }[];
      expect(events.map((event) => event.name)).toEqual(Array.from({ length: 20 }, (_, index) => `Drive ${index + 1}`));

      const again = await rawGet(`${server.url}${list}`, BROTLI_OR_GZIP);
      expect(again.body.equals(first.body)).toBe(true);
      expect(sameEachTime(again.headers)).toEqual(sameEachTime(first.headers));
      const unchanged = await rawGet(`${server.url}${list}`, { ...BROTLI_OR_GZIP, 'If-None-Match': String(first.headers.etag) });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.headers['cache-control']).toBe(cacheControl(PUBLIC_LIST_CACHE));

      const gzip = await rawGet(`${server.url}${list}`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(gzip.body).toString())).toEqual(events);
      const page = await rawGet(`${server.url}${list}?range=${encodeURIComponent('[0,4]')}`);
      expect(page.headers['content-range']).toBe('events 0-4/20');
      expect(page.headers['cache-control']).toBe(cacheControl(PUBLIC_LIST_CACHE));
      const pageAgain = await rawGet(`${server.url}${list}?range=${encodeURIComponent('[0,4]')}`, { 'If-None-Match': String(page.headers.etag) });
      expect(pageAgain.status).toBe(304);
    });

    it('answers 200 with the new list once the ETag no longer matches', async () => {
      const first = await rawGet(`${server.url}${list}`);
      await createEvent(server, adminToken, { name: 'One more drive', dateTime: new Date(Date.UTC(2027, 2, 1)).toISOString() });
      const changed = await rawGet(`${server.url}${list}`, { 'If-None-Match': String(first.headers.etag) });
      expect(changed.status).toBe(200);
      expect(changed.headers.etag).not.toBe(first.headers.etag);
      expect((JSON.parse(changed.body.toString()) as { name: string }[]).map((event) => event.name)).toContain('One more drive');
    });

    it('shows a change made through this server at once', async () => {
      const [first] = JSON.parse((await rawGet(`${server.url}${list}`)).body.toString()) as { id: number; name: string }[];
      const admin = api(server, adminToken);
      await admin.put(`/api/events/${first.id}`, { name: 'Renamed drive', location: 'Stadium', dateTime: '2027-01-01T00:00:00.000Z', organizer: 'NSS', description: 'Bring water' }).expect(200);
      const renamed = JSON.parse((await rawGet(`${server.url}${list}`)).body.toString()) as { id: number; name: string }[];
      expect(renamed.find((event) => event.id === first.id)?.name).toBe('Renamed drive');

      await admin.delete(`/api/events/${first.id}`).expect(200);
      const left = JSON.parse((await rawGet(`${server.url}${list}`)).body.toString()) as { id: number }[];
      expect(left.map((event) => event.id)).not.toContain(first.id);
    });

    it('shows a change made elsewhere (another instance on the same database) at the next request', async () => {
      const names = async () => (JSON.parse((await rawGet(`${server.url}${list}`)).body.toString()) as { name: string }[]).map((event) => event.name);
      expect(await names()).not.toContain('Written elsewhere');
      await server.dataSource.getRepository(Event).insert({ name: 'Written elsewhere', location: 'Annex', dateTime: new Date(Date.UTC(2027, 5, 1)), organizer: 'NSS', description: '' });
      expect(await names()).toContain('Written elsewhere');
    });
  });

  it('compresses any other API answer above 1 KB and not one below', async () => {
    const small = await rawGet(`${server.url}/api/health/live`, { 'Accept-Encoding': 'gzip' });
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const large = await rawGet(`${server.url}/api/docs-json`, { 'Accept-Encoding': 'gzip' });
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('gzip');
  });
});
