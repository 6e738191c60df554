import { driveBookingPath, isPublicSitePath } from './routes';

describe('the public site paths', () => {
  it("knows a drive's booking page, by a whole positive id only", () => {
    expect(driveBookingPath(5)).toBe('/drives/5/book');
    expect(isPublicSitePath('/drives/5/book')).toBe(true);
    expect(isPublicSitePath('/drives/12/book/')).toBe(true);
    for (const path of ['/drives/0/book', '/drives/abc/book', '/drives/5', '/drives/5/book/more']) expect(isPublicSitePath(path)).toBe(false);
    expect(isPublicSitePath('/events')).toBe(true);
  });
});
