import { useEffect } from 'react';
import { LOGIN_PATH, replaceWithPublicPage } from './publicSite';

/** The panel's loginPage: the login screen belongs to the public site, so go there with a full page load. */
export function LoginRedirect() {
  useEffect(() => replaceWithPublicPage(LOGIN_PATH), []);
  return null;
}
