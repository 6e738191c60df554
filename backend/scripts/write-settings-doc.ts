/** npm run settings:doc -w backend: writes docs/settings.md from the settings' definitions (see settings-document.ts). */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsDocument } from '../src/config/settings-document';

writeFileSync(join(__dirname, '..', '..', 'docs', 'settings.md'), settingsDocument());
