import { rolesFromAuthorities } from './roles';
import type { LoginResponse } from './schemas/auth';

/** Browser storage keys (spec section 3), shared by the public site and the admin panel. */
export const STORAGE_KEYS = {
  email: 'email',
  token: 'jwtToken',
  loggedIn: 'LoggedIn',
  roles: 'Roles',
  username: 'username',
  darkMode: 'darkMode',
  toastMessage: 'toastMessage',
  toastSeverity: 'toastSeverity',
  /** The donor card's last state (issue 24), shown offline at a drive; it goes with the session. */
  donorCard: 'donorCard',
} as const;

/** The part of the Web Storage API the session code needs. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface StoredSession {
  token: string;
  email: string;
  username: string;
  roles: string[];
}

/** Stores a login or refresh answer the way the spec lists the keys. */
export function writeSession(storage: KeyValueStorage, response: LoginResponse): StoredSession {
  const roles = rolesFromAuthorities(response.role);
  storage.setItem(STORAGE_KEYS.email, response.email);
  storage.setItem(STORAGE_KEYS.token, response.accessToken);
  storage.setItem(STORAGE_KEYS.loggedIn, 'true');
  storage.setItem(STORAGE_KEYS.roles, roles.join(','));
  storage.setItem(STORAGE_KEYS.username, response.username ?? '');
  return { token: response.accessToken, email: response.email, username: response.username ?? '', roles };
}

export function readSession(storage: KeyValueStorage): StoredSession | null {
  const token = storage.getItem(STORAGE_KEYS.token);
  if (!token) return null;
  const roles = (storage.getItem(STORAGE_KEYS.roles) ?? '').split(',').filter((role) => role.length > 0);
  return {
    token,
    email: storage.getItem(STORAGE_KEYS.email) ?? '',
    username: storage.getItem(STORAGE_KEYS.username) ?? '',
    roles,
  };
}

/** Logged in means a stored access token exists; screens check it again before a call. */
export function hasStoredToken(storage: KeyValueStorage = localStorage): boolean {
  return Boolean(storage.getItem(STORAGE_KEYS.token));
}

/** Logout removes the session keys; the theme and a pending toast stay. */
export function clearSession(storage: KeyValueStorage): void {
  for (const key of [STORAGE_KEYS.email, STORAGE_KEYS.token, STORAGE_KEYS.loggedIn, STORAGE_KEYS.roles, STORAGE_KEYS.username, STORAGE_KEYS.donorCard]) {
    storage.removeItem(key);
  }
}

/** Reads the exp claim (seconds) without verifying: the server verifies, the browser only decides when to refresh. */
export function tokenExpiresAt(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(decodeBase64Url(payload)) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

export function isTokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiresAt(token);
  return exp === null || exp * 1000 <= nowMs;
}

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(segment.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Toast severities the apps understand; a stored toast without one is 'info'. */
export const TOAST_SEVERITIES = ['success', 'info', 'warning', 'error'] as const;
export type ToastSeverity = (typeof TOAST_SEVERITIES)[number];

/** A toast that survives a page load (for example 'Login successful!' shown by the admin panel after the public login). */
export function storeToast(storage: KeyValueStorage, message: string, severity: ToastSeverity = 'info'): void {
  storage.setItem(STORAGE_KEYS.toastMessage, message);
  storage.setItem(STORAGE_KEYS.toastSeverity, severity);
}

export function readStoredToast(storage: KeyValueStorage): { message: string; severity: ToastSeverity } | null {
  const message = storage.getItem(STORAGE_KEYS.toastMessage);
  if (!message) return null;
  const stored = storage.getItem(STORAGE_KEYS.toastSeverity);
  const severity = (TOAST_SEVERITIES as readonly string[]).includes(stored ?? '') ? (stored as ToastSeverity) : 'info';
  return { message, severity };
}

export function clearStoredToast(storage: KeyValueStorage): void {
  storage.removeItem(STORAGE_KEYS.toastMessage);
  storage.removeItem(STORAGE_KEYS.toastSeverity);
}
