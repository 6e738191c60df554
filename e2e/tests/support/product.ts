import { readFileSync } from 'node:fs';
/** Where the product under test runs and who the seeded superAdmin is. */
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export const ADMIN = { email: 'superadmin@e2e.test', password: 'E2e-superadmin-pass' };

export const AUTH_STATE = {
  admin: '.auth/admin.json',
  donor: '.auth/donor.json',
  moderator: '.auth/moderator.json',
} as const;

/** Where sign-in.setup.ts keeps the id of the drive it makes for the screen walk's desk. */
export const WALK_DRIVE_FILE = '.auth/walk-drive.json';

/** The id of the drive sign-in.setup.ts made for the screen walk (read when a test runs, after the setup). */
export function walkDriveId(): number {
  return (JSON.parse(readFileSync(WALK_DRIVE_FILE, 'utf8')) as { id: number }).id;
}

/** Where sign-in.setup.ts keeps the slug of the team its donor makes for the screen walk's team page. */
export const WALK_TEAM_FILE = '.auth/walk-team.json';

/** The team page sign-in.setup.ts made for the screen walk: /teams/{slug}. */
export function walkTeamPath(): string {
  return `/teams/${(JSON.parse(readFileSync(WALK_TEAM_FILE, 'utf8')) as { slug: string }).slug}`;
}
