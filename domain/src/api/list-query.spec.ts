import { lastPage, listQueryString, pageRange, totalFromContentRange } from './list-query';

describe('list pages', () => {
  it('reads the total after the slash of Content-Range', () => {
    expect(totalFromContentRange('donorlist 0-4/27')).toBe(27);
    expect(totalFromContentRange('bloodRequests 25-26/27')).toBe(27);
    expect(totalFromContentRange('events */0')).toBe(0);
    expect(totalFromContentRange('events */12')).toBe(12);
    expect(totalFromContentRange(null)).toBeNull();
    expect(totalFromContentRange('')).toBeNull();
    expect(totalFromContentRange('events 0-4/*')).toBeNull();
  });

  it('writes range, sort and filter as JSON parameters, leaving out an empty filter and its empty keys', () => {
    const decoded = (query: Parameters<typeof listQueryString>[0]) => Object.fromEntries(new URLSearchParams(listQueryString(query)));
    expect(decoded({ range: [0, 4] })).toEqual({ range: '[0,4]' });
    expect(decoded({ range: [0, 19], sort: ['dateTime', 'ASC'], filter: { upcoming: true } })).toEqual({
      range: '[0,19]',
      sort: '["dateTime","ASC"]',
      filter: '{"upcoming":true}',
    });
    expect(decoded({ range: [12, 23], filter: { q: '', month: 3, year: undefined, upcoming: null } })).toEqual({ range: '[12,23]', filter: '{"month":3}' });
    expect(decoded({ range: [0, 4], filter: { q: '' } })).toEqual({ range: '[0,4]' });
  });

  it('gives the rows of a page and the last page that has rows', () => {
    expect(pageRange(0, 5)).toEqual([0, 4]);
    expect(pageRange(2, 10)).toEqual([20, 29]);
    expect(lastPage(0, 5)).toBe(0);
    expect(lastPage(5, 5)).toBe(0);
    expect(lastPage(6, 5)).toBe(1);
    expect(lastPage(27, 25)).toBe(1);
  });
});
