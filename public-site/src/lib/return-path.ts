import { PATHS } from './paths';

/** The login page, told to come back to `path` afterwards (a visitor who opened a logged-in page such as a booking). */
export const loginPathBackTo = (path: string): string => `${PATHS.login}?next=${encodeURIComponent(path)}`;

/** The page a login should come back to: `next` when it is a path of this site (never another origin), else null. */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
}
