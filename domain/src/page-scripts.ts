import { USER_PATHS } from './routes';
import { STORAGE_KEYS } from './session';
import { THEME_BOOT_SCRIPT } from './theme';

/** The id of the JSON list (entry first, then the route's chunks) a prerendered page loads once it has painted. */
export const AFTER_PAINT_SCRIPTS_ID = 'scripts-after-paint';

/**
 * A prerendered public page is readable as it arrives, so its scripts (which only hydrate it) wait for its first
 * frame: the HTML and the page's first paint get the connection to themselves, then every chunk is requested at once.
 * A hidden tab paints no frame, so a timer loads them too.
 */
export const AFTER_PAINT_SCRIPT =
  `(function(){var done=false;function load(){if(done)return;done=true;` +
  `var files=JSON.parse(document.getElementById('${AFTER_PAINT_SCRIPTS_ID}').textContent);` +
  `files.slice(1).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});` +
  `var entry=document.createElement('script');entry.type='module';entry.src=files[0];document.head.appendChild(entry)}` +
  `requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,1000)})()`;

/**
 * The shell's first script (index.html, for the pages the build did not prerender): a logged-in page opened without a
 * stored token goes to /login at once (SPEC.md section 2's rule, as RequireAuth applies it), before the shell waits
 * for the app's scripts to draw the login page itself.
 */
export const LOGIN_REDIRECT_SCRIPT =
  `try{if(!localStorage.getItem('${STORAGE_KEYS.token}')&&${JSON.stringify(USER_PATHS)}.indexOf(location.pathname.replace(/\\/+$/,''))>=0)` +
  `location.replace('/login')}catch(e){}`;

/** Every inline script the public pages carry; the server's Content-Security-Policy allows each by its hash. */
export const INLINE_PAGE_SCRIPTS = [THEME_BOOT_SCRIPT, AFTER_PAINT_SCRIPT, LOGIN_REDIRECT_SCRIPT];
