import type { AdminPath } from '../destinations';

export const VOLUNTEERS_PATH: AdminPath = '/volunteers';
