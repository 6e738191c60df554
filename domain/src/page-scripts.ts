import { USER_PATHS } from './routes';
import { STORAGE_KEYS } from './session';
import { THEME_BOOT_SCRIPT } from './theme';

/** The attribute a prerendered page's #root carries until the page has hydrated (public-site's HydrationMark). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The id of a page's JSON list of scripts: the entry first, then its route's chunks (public-site/scripts/prerender.mjs). */
export const PAGE_SCRIPTS_ID = 'page-scripts';

const listedScripts = `JSON.parse(document.getElementById('${PAGE_SCRIPTS_ID}').textContent)`;
const loadEntry = `var entry=document.createElement('script');entry.type='module';entry.src=files[0];document.head.appendChild(entry)`;

/**
 * A prerendered public page is readable as it arrives, so its scripts (which only hydrate it) wait for its first
 * contentful paint: the HTML and that paint get the connection to themselves, then every chunk is requested at once.
 * A browser that does not report paints waits for a frame; a hidden tab paints nothing, so a timer loads them too.
 */
export const AFTER_PAINT_SCRIPT =
  `(function(){var done=false;function load(){if(done)return;done=true;var files=${listedScripts};` +
  `files.slice(1).forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});` +
  `${loadEntry}}function later(){setTimeout(load,0)}` +
  `try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();later()}}).observe({type:'paint',buffered:true})}` +
  `catch(e){requestAnimationFrame(later)}setTimeout(load,1000)})()`;

/**
 * The shell's script (index.html, for the pages the build did not prerender): a logged-in page opened without a stored
 * token goes to /login at once (docs/behaviour.md section 2's rule, as RequireAuth applies it) without asking for the app's
 * scripts; any other page loads them at once, to draw itself over the shell.
 */
export const SHELL_SCRIPT =
  `(function(){try{if(!localStorage.getItem('${STORAGE_KEYS.token}')&&${JSON.stringify(USER_PATHS)}.indexOf(location.pathname.replace(/\\/+$/,''))>=0)` +
  `{location.replace('/login');return}}catch(e){}var files=${listedScripts};${loadEntry}})()`;

/** Every inline script the public pages carry; the server's Content-Security-Policy allows each by its hash. */
export const INLINE_PAGE_SCRIPTS = [THEME_BOOT_SCRIPT, AFTER_PAINT_SCRIPT, SHELL_SCRIPT];
