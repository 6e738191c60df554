import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const domain = join(__dirname, '..', '..');

describe('the generated API types', () => {
  it('are what openapi-typescript makes of the committed backend/openapi.json (run `npm run generate:api-types -w domain`)', () => {
    // The generator prints the file instead of writing it: regenerated in memory, compared with the committed one.
    const regenerated = execFileSync(process.execPath, [join(domain, 'scripts', 'generate-api-types.mjs'), '--stdout'], { encoding: 'utf8' });
    expect(readFileSync(join(__dirname, 'openapi-types.ts'), 'utf8')).toBe(regenerated);
  });
});
