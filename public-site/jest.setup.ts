import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
// Only this module of domain: its index would build the API client before the Fetch stubs below exist.
import { readSiteSettings, siteSettingGlobals } from '../domain/src/site-settings';
import { DEFAULT_RETENTION_DAYS } from '../domain/src/privacy/retention';
import { queryClient } from './src/lib/query-client';

// What the build writes in from the SITE_* variables (vite.config.mts): the defaults here.
for (const [name, json] of Object.entries(siteSettingGlobals(readSiteSettings({})))) Object.assign(globalThis, { [name]: JSON.parse(json) });
Object.assign(globalThis, { __RETENTION_DAYS__: DEFAULT_RETENTION_DAYS });

// A busy machine renders slowly: findBy… and waitFor wait on their condition up to 15 s (not 1 s) before failing.
configure({ asyncUtilTimeout: 15_000 });

// jsdom lacks the Fetch API: the tests answer API calls with these minimal Response objects.
class ResponseStub {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  private readonly content: string;

  constructor(body: string | null = null, init: ResponseInit = {}) {
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new Headers(init.headers);
    this.content = body ?? '';
  }

  async text(): Promise<string> {
    return this.content;
  }

  /** A copy to read apart (a middleware reading an error's body before the client reads it). */
  clone(): ResponseStub {
    return new ResponseStub(this.content, { status: this.status, headers: this.headers });
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.content);
  }

  async blob(): Promise<Blob> {
    return new Blob([this.content], { type: this.headers.get('Content-Type') ?? '' });
  }
}

/** The API client (openapi-fetch) sends a Request: this one keeps its body as text, readable at once by the tests. */
class RequestStub {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly credentials: RequestCredentials;
  readonly bodyText: string | null;

  constructor(input: string | RequestStub, init: RequestInit = {}) {
    const from = typeof input === 'string' ? null : input;
    this.url = typeof input === 'string' ? input : input.url;
    this.method = (init.method ?? from?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? from?.headers);
    this.credentials = init.credentials ?? from?.credentials ?? 'same-origin';
    this.bodyText = typeof init.body === 'string' ? init.body : (from?.bodyText ?? null);
  }

  clone(): RequestStub {
    return new RequestStub(this);
  }

  async text(): Promise<string> {
    return this.bodyText ?? '';
  }
}

/**
 * jsdom lays nothing out, so nothing is ever on screen: a part of a page that waits for the screen (WhenVisible) stays
 * waiting until a test scrolls to it with `IntersectionObserver.reachAll()` (test-utils' scrollToLazyParts).
 */
class IntersectionObserverStub {
  static readonly observing = new Set<IntersectionObserverStub>();
  private readonly targets: Element[] = [];

  constructor(private readonly callback: IntersectionObserverCallback) {}

  static reachAll(): void {
    for (const observer of [...IntersectionObserverStub.observing]) {
      const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }

  observe(target: Element): void {
    this.targets.push(target);
    IntersectionObserverStub.observing.add(this);
  }

  disconnect(): void {
    IntersectionObserverStub.observing.delete(this);
  }
}

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  Response: globalThis.Response ?? ResponseStub,
  Request: globalThis.Request ?? RequestStub,
  IntersectionObserver: IntersectionObserverStub,
});

beforeEach(() => {
  // Every test says what the server answers; an unexpected call fails loudly.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    throw new Error(`fetch was not stubbed for ${input instanceof RequestStub ? input.url : String(input)}`);
  });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  // Each test starts with an empty server-state cache, as a page load does.
  queryClient.clear();
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
  document.title = '';
});
