import { INLINE_PAGE_SCRIPTS } from '@blood-donation/domain';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import request from 'supertest';
import { startTestServer, TestServer } from './support/test-server';

const PUBLIC_INDEX = '<!doctype html><title>public site</title>';
const ADMIN_INDEX = '<!doctype html><title>admin panel</title>';

/** A built script big enough (over compression's 1 kB threshold) to be worth compressing. */
const BUNDLE = `export const donors = ${JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Donor ${id}` })))};`;

function fakeBuilds(webRoot: string): void {
  mkdirSync(join(webRoot, 'public-site', 'dist', 'assets'), { recursive: true });
  mkdirSync(join(webRoot, 'admin-panel', 'dist', 'assets'), { recursive: true });
  writeFileSync(join(webRoot, 'public-site', 'dist', 'index.html'), PUBLIC_INDEX);
  writeFileSync(join(webRoot, 'public-site', 'dist', 'index.html.gz'), gzipSync(PUBLIC_INDEX));
  writeFileSync(join(webRoot, 'public-site', 'dist', 'assets', 'site.js'), 'console.log("site")');
  writeFileSync(join(webRoot, 'public-site', 'dist', 'assets', 'bundle.js'), BUNDLE);
  writeFileSync(join(webRoot, 'admin-panel', 'dist', 'index.html'), ADMIN_INDEX);
  writeFileSync(join(webRoot, 'admin-panel', 'dist', 'assets', 'admin.js'), 'console.log("admin")');
}

describe('the two web apps', () => {
  let webRoot: string;
  let server: TestServer;
  const get = (path: string) => request(server.url).get(path);

  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'web-root-'));
    fakeBuilds(webRoot);
    server = await startTestServer({ WEB_ROOT: webRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it.each(['/', '/login', '/register', '/user-dashboard', '/events/'])('serves the public site for %s with 200', async (path) => {
    const response = await get(path).expect(200);
    expect(response.text).toBe(PUBLIC_INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/user-dashboard', 200],
    ['/no-such-page', 404],
  ])('sends index.html for %s as the build compressed it when the browser accepts that, else as it is', async (path, status) => {
    const compressed = await get(path).set('Accept-Encoding', 'gzip').expect(status);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toMatch(/^text\/html/);
    expect(compressed.headers.vary).toContain('Accept-Encoding');
    expect(compressed.text).toBe(PUBLIC_INDEX);
    const plain = await get(path).set('Accept-Encoding', 'identity').expect(status);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(PUBLIC_INDEX);
  });

  it.each(['/admin-dashboard', '/users', '/teams', '/donorlist/42'])('serves the admin panel for %s', async (path) => {
    expect((await get(path).expect(200)).text).toBe(ADMIN_INDEX);
  });

  it('serves the public 404 page with status 404 for unknown pages', async () => {
    const response = await get('/no-such-page').expect(404);
    expect(response.text).toBe(PUBLIC_INDEX);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves built files: the public site at /, the admin panel under /admin/', async () => {
    expect((await get('/assets/site.js').expect(200)).text).toBe('console.log("site")');
    const admin = await get('/admin/assets/admin.js').expect(200);
    expect(admin.text).toBe('console.log("admin")');
    expect(admin.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a built file that has no compressed copy as it is: no compression work per request (static-serving.e2e-spec.ts)', async () => {
    const response = await get('/assets/bundle.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.text).toBe(BUNDLE);
  });

  it('keeps /api for the API: JSON 404, Swagger UI and its document', async () => {
    expect((await get('/api/nothing').expect(404)).body).toMatchObject({ statusCode: 404, error: 'Not Found' });
    expect((await get('/api/docs').redirects(1).expect(200)).text).toContain('swagger-ui');
    expect((await get('/api/docs-json').expect(200)).body.paths['/api/health']).toBeDefined();
    expect((await get('/api/health').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('sends a Content-Security-Policy that allows the apps and Swagger UI', async () => {
    const policy = (await get('/').expect(200)).headers['content-security-policy'];
    expect(policy).toContain("default-src 'self'");
    expect(policy).toContain("script-src 'self'");
    // The pages' own inline scripts (the theme before the first paint, the after-paint loader, the shell's loader
    // and redirect to /login), each by its hash: no other inline script runs.
    expect(INLINE_PAGE_SCRIPTS).toHaveLength(3);
    for (const script of INLINE_PAGE_SCRIPTS) expect(policy).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(policy.split(';').find((directive) => directive.startsWith('script-src'))).not.toContain('unsafe-inline');
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).toContain("img-src 'self' data: blob:");
    expect(policy).not.toContain('upgrade-insecure-requests');
  });
});

describe('without built web apps', () => {
  let emptyRoot: string;
  let server: TestServer;

  beforeAll(async () => {
    emptyRoot = mkdtempSync(join(tmpdir(), 'empty-web-root-'));
    server = await startTestServer({ WEB_ROOT: emptyRoot });
  });
  afterAll(async () => {
    await server.close();
    rmSync(emptyRoot, { recursive: true, force: true });
  });

  it('says to run npm run build instead of failing', async () => {
    const site = await request(server.url).get('/').expect(503);
    expect(site.headers['content-type']).toMatch(/^text\/plain/);
    expect(site.text).toContain('npm run build');
    expect((await request(server.url).get('/admin-dashboard').expect(503)).text).toContain('admin panel');
    await request(server.url).get('/api/health').expect(200);
  });
});
