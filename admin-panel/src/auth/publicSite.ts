import type { PUBLIC_PATHS, USER_PATHS } from '@blood-donation/domain';

/** A path of the public site (open to anyone, or to a logged-in account): a separate React app on the same origin, so reaching it takes a full page load. */
export type PublicPath = (typeof PUBLIC_PATHS)[number] | (typeof USER_PATHS)[number];

export const LOGIN_PATH: PublicPath = '/login';
export const HOME_PATH: PublicPath = '/';
/** Setting up a second factor (issue 25): where a session the server answers 403 TWO_FACTOR_REQUIRED is sent. */
export const TWO_FACTOR_PATH: PublicPath = '/two-factor';

/** Leaves the panel for a public page, keeping the current page in the history (a link the user chose). */
export function goToPublicPage(path: PublicPath): void {
  window.location.assign(path);
}

/** Leaves the panel for a public page in place of the current one (the user may not stay here). */
export function replaceWithPublicPage(path: PublicPath): void {
  window.location.replace(path);
}
