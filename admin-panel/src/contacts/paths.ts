import type { AdminPath } from '../destinations';

export const CONTACTS_PATH: AdminPath = '/contacts';
