/** Where the product under test runs and who the seeded superAdmin is. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const ADMIN = { email: 'superadmin@e2e.test', password: 'E2e-superadmin-pass' };

export const AUTH_STATE = {
  admin: '.auth/admin.json',
  donor: '.auth/donor.json',
  moderator: '.auth/moderator.json',
} as const;
