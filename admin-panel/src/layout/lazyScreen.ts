import { type ComponentType, lazy } from 'react';

/**
 * A screen loaded when it is first shown, from its own chunk: the panel's first screen carries only the layout and
 * the dashboard. react-admin's Layout shows its Loading while the chunk comes (it wraps pages in Suspense).
 */
export function lazyScreen<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
