import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const SRC = join(__dirname, '..');

/** Every .ts file under domain/src, specs left out, as paths relative to it. */
function sourceFiles(folder = SRC): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path.slice(SRC.length + 1)] : [];
  });
}

const ZOD_VALUE_IMPORT = /^import (?!type\b)[^;]*from 'zod';$/m;

// zod reads `jitless` when a schema is made, so the config must run before the module's own `import 'zod'` does.
it("every domain module that makes schemas imports zod-config before zod (else its parsers break the sites' CSP)", () => {
  const makers = sourceFiles().filter((file) => file !== join('schemas', 'zod-config.ts') && ZOD_VALUE_IMPORT.test(readFileSync(join(SRC, file), 'utf8')));
  expect(makers.length).toBeGreaterThan(30);
  const missing = makers.filter((file) => {
    const text = readFileSync(join(SRC, file), 'utf8');
    const config = text.search(/^import '\.{1,2}\/(schemas\/)?zod-config';$/m);
    return config < 0 || config > text.search(ZOD_VALUE_IMPORT);
  });
  expect(missing).toEqual([]);
});
