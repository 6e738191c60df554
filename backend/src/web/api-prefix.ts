/** Every API route lives under /api; everything else belongs to the two web apps. */
export const API_PREFIX = 'api';
