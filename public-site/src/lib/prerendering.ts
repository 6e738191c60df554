import { PRERENDERED_ATTRIBUTE } from '@blood-donation/domain';
import { useLayoutEffect, useState } from 'react';

let hydrating = false;

/** main.tsx, before it hydrates HTML the build prerendered (see scripts/prerender.mjs). */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * Whether the first render may read what the browser stores (session, theme, toast). Not while the build prerenders a
 * page (there is no browser), nor while the browser hydrates that page: its first render must match the HTML, which was
 * made for a visitor with nothing stored.
 */
export function mayReadStorage(): boolean {
  return typeof window !== 'undefined' && !hydrating;
}

/**
 * State that starts from the browser's storage: read at once normally; on a prerendered page `prerendered` first, and
 * the stored value right after hydration, before the browser paints.
 */
export function useStoredState<T>(readStored: () => T, prerendered: T) {
  const state = useState<T>(() => (mayReadStorage() ? readStored() : prerendered));
  const [, setValue] = state;
  useLayoutEffect(() => {
    // React's way for a value the server could not know: a second render right after hydration, before the paint.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (!mayReadStorage() && typeof window !== 'undefined') setValue(readStored());
    // Once, after hydration: later changes come through the state's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/**
 * Rendered beside the page, inside its Suspense boundary: once that boundary has hydrated, #root loses
 * PRERENDERED_ATTRIBUTE (the end-to-end tests wait for it before they act on a prerendered page).
 */
export function HydrationMark() {
  useLayoutEffect(() => document.getElementById('root')?.removeAttribute(PRERENDERED_ATTRIBUTE), []);
  return null;
}

/**
 * False in a prerendered page's HTML and while it hydrates, true after (and at once on pages rendered in the browser):
 * a form stays disabled until it can keep what the visitor types.
 */
export function useHydrated(): boolean {
  return useStoredState(() => true, false)[0];
}
