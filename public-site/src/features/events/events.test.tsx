import { DAY_MS, DRIVE_SCREEN_TEXTS as D, type EventRecord } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { listCall, serveEvents } from '../../testing/list-server';
import { answerFetch, jsonResponse, renderApp } from '../../testing/test-utils';
import { previewText } from './event-texts';
import { slidesForWidth } from './carousel';
import { EVENTS_TEXTS as T } from './texts';

const at = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const LONG = 'A'.repeat(130);

function event(id: number, days: number, overrides: Partial<EventRecord> = {}): EventRecord {
  return { id, name: `Drive ${id}`, location: `Hall ${id}`, dateTime: at(days), organizer: `Org ${id}`, description: `About drive ${id}`, drive: null, ...overrides };
}

let width = 1000;
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => width });
});
afterAll(() => {
  delete (HTMLElement.prototype as unknown as Record<string, unknown>).clientWidth;
});
beforeEach(() => {
  width = 1000;
});

/** Opens the page: the server holds `events`, or both calls (upcoming, then previous) get these answers. */
async function openEvents(events: EventRecord[] | (() => Response | Error)) {
  if (Array.isArray(events)) serveEvents(events);
  else answerFetch(events(), events());
  const view = renderApp('/events');
  await screen.findByRole('heading', { level: 1, name: 'Events & Drives' });
  await screen.findByRole('heading', { level: 2, name: 'Upcoming Events' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });
const visibleSlides = (name: string) => within(region(name)).getAllByRole('group');

describe('event helpers', () => {
  it('cuts the description at 120 characters plus ... and falls back when empty', () => {
    expect(previewText(LONG)).toBe(`${'A'.repeat(120)}...`);
    expect(previewText('A'.repeat(120))).toBe('A'.repeat(120));
    expect(previewText('')).toBe(T.descriptionFallback);
    expect(previewText('   ')).toBe(T.descriptionFallback);
  });

  it('slides per width: 4 on wide screens, then 3, 2, 1', () => {
    expect([2400, 1920, 1441, 1440, 1300, 1280, 1024, 900, 860, 800, 760, 700, 600, 480, 320, 200].map(slidesForWidth)).toEqual([
      4, 4, 4, 4, 4, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1,
    ]);
  });
});

describe('Events page', () => {
  it('splits the events into the two carousels with the card texts', async () => {
    await openEvents([event(1, 3, { description: LONG }), event(2, -3, { description: '' })]);
    expect(listCall(0)).toEqual({ path: '/api/events/all', range: [0, 19], sort: ['dateTime', 'ASC'], filter: { upcoming: true } });
    expect(listCall(1)).toEqual({ path: '/api/events/all', range: [0, 19], sort: ['dateTime', 'DESC'], filter: { upcoming: false } });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(document.title).toBe('Events & Drives | Blood Donation');
    const upcoming = region('Upcoming events');
    expect(upcoming).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(upcoming).getByRole('heading', { level: 3, name: 'Drive 1' })).toBeInTheDocument();
    expect(within(upcoming).getByText(`${'A'.repeat(120)}...`)).toBeInTheDocument();
    expect(within(upcoming).getByText('Org 1')).toBeInTheDocument();
    expect(within(upcoming).getByText('Hall 1')).toBeInTheDocument();
    const previous = region('Previous events');
    expect(within(previous).getByRole('heading', { level: 3, name: 'Drive 2' })).toBeInTheDocument();
    expect(within(previous).getByText(T.descriptionFallback)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Events' })).toHaveAttribute('href', '/all-events');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the empty texts', async () => {
    await openEvents([]);
    expect(screen.getByText(T.noUpcoming)).toBeInTheDocument();
    expect(screen.getByText(T.noPrevious)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull();
  });

  it('Learn More opens the full details, Close closes them', async () => {
    const { user } = await openEvents([event(1, 3, { description: LONG })]);
    await user.click(screen.getByRole('button', { name: 'Learn More about Drive 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drive 1' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('Org 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Hall 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Date and time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("offers 'Book a time' with the free places for a drive, on its card and in Learn More; a plain event has none", async () => {
    const drive = { ...event(1, 3), drive: { sessions: [], booked: 5, capacity: 8 } } as EventRecord;
    const { user } = await openEvents([drive, event(2, 4, { drive: null } as Partial<EventRecord>)]);
    const upcoming = region('Upcoming events');
    const book = within(upcoming).getByRole('link', { name: `${D.bookATimeAt('Drive 1')}, 3 free places` });
    expect(book).toHaveAttribute('href', '/drives/1/book');
    expect(book).toHaveTextContent(D.bookATime);
    expect(within(upcoming).getByText('3 free places')).toBeInTheDocument();
    expect(within(upcoming).getAllByRole('link', { name: /^Book a time/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Learn More about Drive 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drive 1' });
    expect(within(dialog).getByRole('link', { name: `${D.bookATimeAt('Drive 1')}, 3 free places` })).toHaveAttribute('href', '/drives/1/book');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Learn More about Drive 2' }));
    expect(within(await screen.findByRole('dialog', { name: 'Drive 2' })).queryByRole('link')).toBeNull();
  });

  it.each([
    ['a non-array answer', () => jsonResponse(200, { events: [] }), T.notArray],
    ['an error answer with a message', () => jsonResponse(503, { message: 'Maintenance' }), 'Error: 503 - Maintenance'],
    ['an error answer without one', () => jsonResponse(500), `Error: 500 - ${T.serverFallback}`],
    ['no answer', () => new TypeError('Failed to fetch'), T.network],
    ['anything else', () => new Error('boom'), T.unexpected],
  ])('%s shows its text', async (_, answer, text) => {
    await openEvents(answer);
    // Both calls fail alike: the text is shown once.
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(T.noUpcoming)).toBeInTheDocument();
    expect(screen.getByText(T.noPrevious)).toBeInTheDocument();
  });

  it('shows what one call found when the other fails', async () => {
    serveEvents([event(1, 3), event(2, -3)]);
    // The first call, for the upcoming events, fails; the second is answered by the server.
    answerFetch(jsonResponse(503, { message: 'Maintenance' }));
    renderApp('/events');
    await screen.findByRole('heading', { level: 2, name: 'Upcoming Events' });
    expect(screen.getByRole('alert')).toHaveTextContent('Error: 503 - Maintenance');
    expect(screen.getByText(T.noUpcoming)).toBeInTheDocument();
    expect(within(region('Previous events')).getByRole('heading', { level: 3, name: 'Drive 2' })).toBeInTheDocument();
  });

  it('reads the first 20 of each, in the order the server gives: upcoming soonest first, previous latest first', async () => {
    await openEvents([...Array.from({ length: 25 }, (_, index) => event(index + 1, index + 1)), event(31, -1), event(35, -5), event(33, -3)]);
    expect(within(region('Upcoming events')).getAllByRole('group', { hidden: true })).toHaveLength(20);
    expect(visibleSlides('Upcoming events').map((slide) => within(slide).getByRole('heading').textContent)).toEqual(['Drive 1', 'Drive 2', 'Drive 3']);
    expect(visibleSlides('Previous events').map((slide) => within(slide).getByRole('heading').textContent)).toEqual(['Drive 31', 'Drive 33', 'Drive 35']);
  });

  it('shows as many slides as the width allows and moves with previous/next (buttons and arrow keys)', async () => {
    const events = [1, 2, 3, 4, 5, 6].map((id) => event(id, id));
    const { user } = await openEvents(events);
    expect(visibleSlides('Upcoming events').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 6', '2 of 6', '3 of 6']);
    const previous = screen.getByRole('button', { name: 'Previous upcoming events' });
    const next = screen.getByRole('button', { name: 'Next upcoming events' });
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(visibleSlides('Upcoming events').map((slide) => slide.getAttribute('aria-label'))).toEqual(['2 of 6', '3 of 6', '4 of 6']);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(visibleSlides('Upcoming events')[0]).toHaveAttribute('aria-label', '4 of 6');
    expect(next).toBeDisabled();
    expect(screen.getByText('Showing 4 to 6 of 6')).toBeInTheDocument();
    previous.focus();
    await user.keyboard('{Enter}');
    expect(visibleSlides('Upcoming events')[0]).toHaveAttribute('aria-label', '3 of 6');
    // Hidden slides are out of the tab order.
    expect(screen.getByRole('button', { name: 'Learn More about Drive 1', hidden: true }).closest('[inert]')).not.toBeNull();

    width = 1500;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlides('Upcoming events')).toHaveLength(4);
    width = 500;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlides('Upcoming events')).toHaveLength(1);
    width = 800;
    act(() => {
      window.dispatchEvent(new Event('resize'));
    });
    expect(visibleSlides('Upcoming events')).toHaveLength(2);
  });
});
