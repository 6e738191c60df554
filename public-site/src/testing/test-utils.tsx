import { type LoginResponse, STORAGE_KEYS } from '@blood-donation/domain';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { AppRoutes } from '../app/router';
import { ServerStateProvider } from '../lib/server-state';

/** A JWT-shaped token whose exp claim is `secondsFromNow` away (the browser never checks the signature). */
export function makeToken(secondsFromNow = 900): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '1', exp: Math.floor(Date.now() / 1000) + secondsFromNow })}.signature`;
}

/** Puts a session in localStorage the way a login leaves it. */
export function storeSession({ roles = ['user'], token = makeToken() }: { roles?: string[]; token?: string } = {}): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.email, 'donor@example.com');
  localStorage.setItem(STORAGE_KEYS.loggedIn, 'true');
  localStorage.setItem(STORAGE_KEYS.roles, roles.join(','));
  localStorage.setItem(STORAGE_KEYS.username, 'Donor');
}

export function loginResponse(role = 'user', overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { accessToken: makeToken(), email: 'donor@example.com', username: 'Donor', role: [{ authority: `ROLE_${role}` }], ...overrides };
}

/** A fetch answer: a JSON body (or none) with a status. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers the next fetch calls in order. */
export function answerFetch(...answers: (Response | Error | Promise<Response>)[]): jest.Mock {
  const fetchMock = globalThis.fetch as jest.Mock;
  for (const answer of answers) {
    if (answer instanceof Error) fetchMock.mockRejectedValueOnce(answer);
    else fetchMock.mockImplementationOnce(() => Promise.resolve(answer));
  }
  return fetchMock;
}

/** What a test reads of a request the API client sent (jest.setup.ts's stub of Request). */
interface SentRequest {
  url: string;
  method: string;
  credentials: RequestCredentials;
  headers: Headers;
  bodyText: string | null;
}

/** `authorization` as the tests name it: `Authorization`. */
const headerName = (name: string) => name.replace(/(^|-)[a-z]/g, (start) => start.toUpperCase());

/** The URL, options (method, credentials, headers) and JSON body of the n-th fetch call. */
export function fetchCall(index = 0): { url: string; init: RequestInit & { headers?: Record<string, string> }; body: unknown } {
  const [input, given = {}] = (globalThis.fetch as jest.Mock).mock.calls[index] as [string | SentRequest, RequestInit?];
  if (typeof input === 'string') return { url: input, init: given as RequestInit & { headers?: Record<string, string> }, body: typeof given.body === 'string' ? JSON.parse(given.body) : undefined };
  const headers = Object.fromEntries([...input.headers].map(([name, value]) => [headerName(name), value]));
  return {
    url: input.url,
    init: { method: input.method, credentials: input.credentials, headers },
    body: input.bodyText ? JSON.parse(input.bodyText) : undefined,
  };
}

function LocationProbe() {
  const { pathname } = useLocation();
  return <output data-testid="location">{pathname}</output>;
}

/**
 * The whole app at `path`, in memory. `probe` adds an element holding the current path;
 * `fakeTimers` lets user-event drive jest's fake clock.
 */
export function renderApp(path = '/', { probe = true, fakeTimers = false }: { probe?: boolean; fakeTimers?: boolean } = {}) {
  const user = userEvent.setup(fakeTimers ? { advanceTimers: (ms) => jest.advanceTimersByTime(ms) } : {});
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <AppProvider>
        <AppRoutes />
        {probe && <LocationProbe />}
      </AppProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** One page inside the app's providers, without the routes (and their login guard). */
export function renderPage(page: ReactElement) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter>
      <AppProvider>
        <ServerStateProvider>{page}</ServerStateProvider>
      </AppProvider>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** The toast shows `text` (the whole message). */
export async function expectToast(text: string): Promise<void> {
  expect(await screen.findByText(text, { selector: '.toast-body' })).toBeInTheDocument();
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills the labelled fields: selects choose the option with that value, other fields are cleared and typed into. */
export async function fillFields(user: User, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const field = screen.getByLabelText(label, { exact: true });
    if (field instanceof HTMLSelectElement) {
      await user.selectOptions(field, value);
    } else {
      await user.clear(field);
      if (value) await user.type(field, value);
    }
  }
}

/** axe-core over the rendered page; colour contrast needs a real browser, so Playwright checks that. */
export async function expectNoAxeViolations(): Promise<void> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** Scrolls every part of the page that waits for the screen (WhenVisible) into view: it starts loading. */
export function scrollToLazyParts(): void {
  act(() => (IntersectionObserver as unknown as { reachAll: () => void }).reachAll());
}
