import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { SITE_SETTINGS } from '../domain/src/site-settings';

// A busy machine renders slowly: findBy… and waitFor wait on their condition up to 15 s (not 1 s) before failing.
configure({ asyncUtilTimeout: 15_000 });

// What the build writes in from SITE_TIME_ZONE (vite.config.mts): the default here.
Object.assign(globalThis, { __SITE_TIME_ZONE__: SITE_SETTINGS.SITE_TIME_ZONE.default });

// jsdom leaves out globals that react-router's data router and react-admin use.
Object.assign(globalThis, { TextEncoder, TextDecoder });

if (typeof globalThis.Request === 'undefined') {
  /**
   * Just what react-router reads from the Request it builds for each navigation. Node's own Request cannot be
   * used here: it refuses jsdom's AbortSignal.
   */
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    readonly headers: Map<string, string>;
    /** What the data provider's tests read of a call: the body as the API client gave it (JSON text or FormData). */
    readonly body: unknown;

    constructor(input: string | URL | TestRequest, init: { method?: string; signal?: AbortSignal | null; headers?: Record<string, string> | Headers; body?: unknown } = {}) {
      this.url = input instanceof TestRequest ? input.url : String(input);
      this.method = (init.method ?? (input instanceof TestRequest ? input.method : 'GET')).toUpperCase();
      this.signal = init.signal ?? undefined;
      this.headers = new Map(init.headers instanceof Headers ? init.headers.entries() : Object.entries(init.headers ?? {}));
      this.body = init.body ?? (input instanceof TestRequest ? input.body : undefined);
    }

    /** The API client keeps a copy of a call to send it again after a session refresh. */
    clone(): TestRequest {
      return new TestRequest(this, { method: this.method, signal: this.signal, headers: Object.fromEntries(this.headers), body: this.body });
    }
  }
  class TestResponse {}
  Object.assign(globalThis, { Request: TestRequest, Response: TestResponse });
}
