import { driveBookingPath, isAdminPath, isPublicSitePath, TEAM_LEADERBOARD_PATH, teamPagePath } from './routes';

describe('the public site paths', () => {
  it("knows a drive's booking page, by a whole positive id only", () => {
    expect(driveBookingPath(5)).toBe('/drives/5/book');
    expect(isPublicSitePath('/drives/5/book')).toBe(true);
    expect(isPublicSitePath('/drives/12/book/')).toBe(true);
    for (const path of ['/drives/0/book', '/drives/abc/book', '/drives/5', '/drives/5/book/more']) expect(isPublicSitePath(path)).toBe(false);
    expect(isPublicSitePath('/events')).toBe(true);
  });
});

describe('the teams pages', () => {
  it("serves a team's page from the public site, and leaves /teams itself to the admin panel", () => {
    expect(teamPagePath('city-hospital')).toBe('/teams/city-hospital');
    expect(isPublicSitePath('/teams/city-hospital')).toBe(true);
    expect(isAdminPath('/teams/city-hospital')).toBe(false);
    expect(isAdminPath('/teams')).toBe(true);
    expect(isPublicSitePath(TEAM_LEADERBOARD_PATH)).toBe(true);
    for (const path of ['/teams/Upper', '/teams/a/b', '/teams/-x']) expect(isPublicSitePath(path)).toBe(false);
  });
});
