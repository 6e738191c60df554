import type { PUBLIC_PATHS } from '@blood-donation/domain';

/** A path of the public site: a separate React app on the same origin, so reaching it takes a full page load. */
export type PublicPath = (typeof PUBLIC_PATHS)[number];

export const LOGIN_PATH: PublicPath = '/login';
export const HOME_PATH: PublicPath = '/';

/** Leaves the panel for a public page, keeping the current page in the history (a link the user chose). */
export function goToPublicPage(path: PublicPath): void {
  window.location.assign(path);
}

/** Leaves the panel for a public page in place of the current one (the user may not stay here). */
export function replaceWithPublicPage(path: PublicPath): void {
  window.location.replace(path);
}
