import { fileURLToPath } from 'node:url';

const production = (file: string) => fileURLToPath(new URL(`../node_modules/react-router/dist/production/${file}`, import.meta.url));

/**
 * react-router 7's package exports name only its development build (dev warnings and checks included, ~30% larger).
 * The production build ships beside it; production bundles of both web apps take that one instead.
 */
export function reactRouterAliases(mode: string) {
  if (mode !== 'production') return [];
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}
