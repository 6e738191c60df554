import type { EventRecord } from '@blood-donation/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { listCall, serveEvents } from '../../testing/list-server';
import { answerFetch, jsonResponse, renderApp } from '../../testing/test-utils';
import { buildIcs, escapeIcsText, foldLine, icsFileName } from './ics';
import { EVENTS_TEXTS as T } from './texts';

const YEAR = new Date().getFullYear();
// Local noon: the month and year do not depend on the time zone the tests run in.
const local = (year: number, month: number, day = 15) => new Date(year, month - 1, day, 12).toISOString();

const EVENTS: EventRecord[] = [
  { id: 1, name: 'City Drive', location: 'Town Hall', dateTime: local(YEAR, 3), organizer: 'Red Drop', description: 'Annual spring drive', drive: null },
  { id: 2, name: 'Campus Camp', location: 'Library', dateTime: local(YEAR, 9), organizer: 'Students', description: 'Bring your CITY card', drive: null },
  { id: 3, name: 'Harbour Day', location: 'Pier 4', dateTime: local(YEAR - 1, 3), organizer: 'Port', description: '', drive: null },
];

/** Opens the page: the server holds `events` (earliest first, filtered as the backend does), or the first call gets `answer`. */
async function openAllEvents(answer: Response | readonly EventRecord[] = EVENTS) {
  if (answer instanceof Response) answerFetch(answer);
  else serveEvents(answer);
  const view = renderApp('/all-events');
  await screen.findByRole('heading', { level: 1, name: 'All Events' });
  await screen.findByRole('combobox', { name: 'Year' });
  await waitFor(() => expect(screen.queryByText('Loading events...')).not.toBeInTheDocument());
  return view;
}

const names = () => within(screen.getByRole('main')).queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const lastCall = () => listCall((fetch as jest.Mock).mock.calls.length - 1);
const range = () => screen.getByText(/^\d+–\d+ of \d+$/);

describe('All Events page', () => {
  it('has the labelled filters with their options', async () => {
    await openAllEvents();
    expect(document.title).toBe('All Events | Blood Donation');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveAttribute('placeholder', 'Search events...');
    const months = within(screen.getByRole('combobox', { name: 'Month' })).getAllByRole('option');
    expect(months.map((option) => option.textContent)).toEqual([
      'All months', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December',
    ]);
    expect(months.map((option) => option.getAttribute('value'))).toEqual(['', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    const years = within(screen.getByRole('combobox', { name: 'Year' })).getAllByRole('option').map((option) => option.textContent);
    expect(years).toEqual(['All years', ...[-5, -4, -3, -2, -1, 0, 1].map((offset) => String(YEAR + offset))]);
    // The first page of 12, earliest first, no filter.
    expect(listCall(0)).toEqual({ path: '/api/events/all', range: [0, 11], sort: ['dateTime', 'ASC'] });
    expect(names()).toEqual(['Harbour Day', 'City Drive', 'Campus Camp']);
  });

  it('searches name or description on the server, case-insensitively, once the typing pauses', async () => {
    const { user } = await openAllEvents();
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'city');
    await waitFor(() => expect(names()).toEqual(['City Drive', 'Campus Camp']));
    // One call for the whole word, not one a keystroke.
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(lastCall()).toEqual({ path: '/api/events/all', range: [0, 11], sort: ['dateTime', 'ASC'], filter: { q: 'city' } });
    await user.clear(screen.getByRole('searchbox', { name: 'Search events' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'SPRING');
    await waitFor(() => expect(names()).toEqual(['City Drive']));
    expect(lastCall().filter).toEqual({ q: 'SPRING' });
  });

  it('filters by month and year on the server, combined with the search', async () => {
    const { user } = await openAllEvents();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '3');
    await waitFor(() => expect(names()).toEqual(['Harbour Day', 'City Drive']));
    expect(lastCall().filter).toEqual({ month: 3 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), String(YEAR - 1));
    await waitFor(() => expect(names()).toEqual(['Harbour Day']));
    expect(lastCall().filter).toEqual({ month: 3, year: YEAR - 1 });
    await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'city');
    await waitFor(() => expect(names()).toEqual([]));
    expect(screen.getByText(T.noMatch)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '');
    await waitFor(() => expect(names()).toEqual(['City Drive']));
    expect(lastCall().filter).toEqual({ q: 'city', month: 3 });
  });

  it('reads 12 events a page, and a new filter starts again at the first page', async () => {
    const many = Array.from({ length: 30 }, (_, index): EventRecord => ({ ...EVENTS[0], id: index + 10, name: `Drive ${index + 1}`, dateTime: new Date(Date.UTC(YEAR, 0, 1, 12 + index * 20)).toISOString() }));
    const { user } = await openAllEvents(many);
    expect(names()).toHaveLength(12);
    expect(range()).toHaveTextContent('1–12 of 30');
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()[0]).toBe('Drive 13'));
    expect(range()).toHaveTextContent('13–24 of 30');
    expect(lastCall().range).toEqual([12, 23]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(names()).toHaveLength(6));
    expect(range()).toHaveTextContent('25–30 of 30');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), '1');
    await waitFor(() => expect(names()[0]).toBe('Drive 1'));
    expect(range()).toHaveTextContent('1–12 of 30');
    expect(lastCall()).toEqual({ path: '/api/events/all', range: [0, 11], sort: ['dateTime', 'ASC'], filter: { month: 1 } });
  });

  it('Learn More and Add to calendar on every card; the .ics file is downloaded', async () => {
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:ics'));
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('city-drive.ics');
      expect(this.getAttribute('href')).toBe('blob:ics');
    });
    const { user } = await openAllEvents();
    await user.click(screen.getByRole('button', { name: 'Add to calendar: City Drive' }));
    expect(click).toHaveBeenCalledTimes(1);
    const blob = createObjectURL.mock.calls[0][0];
    expect(blob.type).toBe('text/calendar;charset=utf-8');
    click.mockRestore();
    await user.click(screen.getByRole('button', { name: 'Learn More about Harbour Day' }));
    const dialog = await screen.findByRole('dialog', { name: 'Harbour Day' });
    expect(within(dialog).getByText(T.descriptionFallback)).toBeInTheDocument();
  });

  it('shows the error text when the events cannot be loaded', async () => {
    await openAllEvents(jsonResponse(500, { message: 'Down' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Error: 500 - Down');
  });
});

describe('ICS builder', () => {
  const event: EventRecord = {
    id: 7,
    name: 'Drive; with, commas',
    location: 'Hall A, Floor 2',
    dateTime: '2026-11-20T09:30:00.000Z',
    organizer: 'Red Drop',
    description: 'Line one\nLine two; more\\done',
    drive: null,
  };

  it('builds a VCALENDAR with one VEVENT, UTC times, a two-hour DTEND, escaping and CRLF endings', () => {
    const ics = buildIcs(event, new Date('2026-10-01T08:00:05.123Z'));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Blood Donation//Events//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:event-7@blood-donation',
      'DTSTAMP:20261001T080005Z',
      'DTSTART:20261120T093000Z',
      'DTEND:20261120T113000Z',
      'SUMMARY:Drive\\; with\\, commas',
      'LOCATION:Hall A\\, Floor 2',
      'DESCRIPTION:Line one\\nLine two\\; more\\\\done\\nOrganizer: Red Drop',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes and folds long lines at 75 octets', () => {
    expect(escapeIcsText('a,b;c\\d\r\ne\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
    const folded = foldLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && line.length <= 75)).toBe(true);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
    expect(icsFileName(event)).toBe('drive-with-commas.ics');
  });
});
