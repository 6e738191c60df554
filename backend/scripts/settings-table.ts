/** npm run settings:table -w backend: prints the README's settings table from src/config/settings.definitions.ts. */
import { SETTINGS } from '../src/config/settings.definitions';

const rows = Object.entries(SETTINGS).map(([name, definition]) => {
  const fallback = 'default' in definition ? String(definition.default) : (definition.defaultText ?? '');
  return `| \`${name}\` | ${definition.description} | ${fallback.replace(/\|/g, '\\|')} |`;
});
console.log(['| Variable | Meaning | Default |', '| --- | --- | --- |', ...rows].join('\n'));
