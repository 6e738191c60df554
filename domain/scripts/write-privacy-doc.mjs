// Writes docs/privacy.md from domain/src/privacy/ (run after `npm run build -w domain`, as `npm run privacy:doc -w domain`
// does). src/privacy/privacy-document.spec.ts fails while the committed file is not what the source makes.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const domain = join(dirname(fileURLToPath(import.meta.url)), '..');
const { privacyDocument } = createRequire(import.meta.url)(join(domain, 'dist', 'privacy', 'privacy-document.js'));
writeFileSync(join(domain, '..', 'docs', 'privacy.md'), privacyDocument());
