import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { settingsDocument } from '../src/config/settings-document';

describe('docs/settings.md', () => {
  it('is what the settings definitions make (npm run settings:doc -w backend writes it)', () => {
    expect(readFileSync(join(__dirname, '..', '..', 'docs', 'settings.md'), 'utf8')).toBe(settingsDocument());
  });
});
