import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

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

  async json(): Promise<unknown> {
    return JSON.parse(this.content);
  }
}

Object.assign(globalThis, {
  TextEncoder,
  TextDecoder,
  Response: globalThis.Response ?? ResponseStub,
});

beforeEach(() => {
  // Every test says what the server answers; an unexpected call fails loudly.
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    throw new Error(`fetch was not stubbed for ${String(input)}`);
  });
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-bs-theme');
  document.title = '';
});
