import { AREA_ACTIONS, AREAS, mayDo, PERMISSIONS, rolesAllowed } from './permissions';
import { mayOpenAdminPanel, PANEL_ROLES, ROLES } from './roles';

describe('the permission table', () => {
  it('names at least one role for every action of every area, and only known roles', () => {
    for (const area of AREAS) {
      for (const action of AREA_ACTIONS) {
        expect(rolesAllowed(area, action).length).toBeGreaterThan(0);
        expect(rolesAllowed(area, action).every((role) => (ROLES as readonly string[]).includes(role))).toBe(true);
      }
    }
  });

  it('lets a moderator coordinate blood requests, contacts and volunteers, and read the dashboard', () => {
    for (const area of ['bloodRequests', 'contacts', 'volunteers'] as const) {
      expect(mayDo(['moderator'], area, 'read')).toBe(true);
      expect(mayDo(['moderator'], area, 'change')).toBe(true);
    }
    expect(mayDo(['moderator'], 'dashboard', 'read')).toBe(true);
  });

  it('keeps deletions, CSV files of personal data, accounts, donations, events, teams and the audit log from a moderator', () => {
    const moderatorMay = AREAS.flatMap((area) => AREA_ACTIONS.filter((action) => mayDo(['moderator'], area, action)).map((action) => `${area} ${action}`));
    expect(moderatorMay.sort()).toEqual(['bloodRequests change', 'bloodRequests read', 'contacts change', 'contacts read', 'dashboard read', 'drive-desk change', 'drive-desk read', 'volunteers change', 'volunteers read']);
  });

  it('gives admins every area but the audit log, which a superAdmin alone reads', () => {
    for (const area of AREAS.filter((one) => one !== 'audit-log')) {
      expect(AREA_ACTIONS.every((action) => mayDo(['admin'], area, action) && mayDo(['superAdmin'], area, action))).toBe(true);
    }
    expect(mayDo(['admin'], 'audit-log', 'read')).toBe(false);
    expect(mayDo(['superAdmin'], 'audit-log', 'read')).toBe(true);
  });

  it('gives users and volunteers nothing of the admin side', () => {
    for (const role of ['user', 'volunteer']) {
      expect(AREAS.some((area) => AREA_ACTIONS.some((action) => mayDo([role], area, action)))).toBe(false);
      expect(mayOpenAdminPanel([role])).toBe(false);
    }
    expect(mayDo([], 'dashboard', 'read')).toBe(false);
  });

  it('gives drive staff the drive desk, donations\' journeys (the API keeps them to their drives) and the hospital list to read', () => {
    const staffMay = AREAS.flatMap((area) => AREA_ACTIONS.filter((action) => mayDo(['driveStaff'], area, action)).map((action) => `${area} ${action}`));
    expect(staffMay.sort()).toEqual(['donation-journey change', 'donation-journey read', 'drive-desk change', 'drive-desk read', 'hospitals read']);
    expect(mayOpenAdminPanel(['driveStaff'])).toBe(true);
  });

  it('opens the admin panel to drive staff, moderators, admins and superAdmins: every role that may read an area', () => {
    expect([...PANEL_ROLES].sort()).toEqual(['admin', 'driveStaff', 'moderator', 'superAdmin']);
    expect([...new Set(AREAS.flatMap((area) => rolesAllowed(area, 'read')))].sort()).toEqual([...PANEL_ROLES].sort());
    expect(mayOpenAdminPanel(['moderator'])).toBe(true);
    expect(Object.keys(PERMISSIONS).sort()).toEqual([...AREAS].sort());
  });
});
