import type { AdminPath } from '../destinations';

export const TEAMS_PATH: AdminPath = '/teams';
