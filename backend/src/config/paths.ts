import { resolve } from 'node:path';

/** The repository root: this file sits at backend/src/config (or backend/dist/config once built). */
export const REPO_ROOT = resolve(__dirname, '..', '..', '..');
