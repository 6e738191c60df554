import { PATHS } from './paths';

/** The admin panel is another app on the same origin: a full page load, not a router navigation. */
export function goToAdminPanel(): void {
  window.location.assign(PATHS.adminDashboard);
}
