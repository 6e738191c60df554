import type { EventRecord } from '@blood-donation/domain';
import { act, screen, within } from '@testing-library/react';
import { answerFetch, fetchCall, jsonResponse, renderApp } from '../../testing/test-utils';
import { classifyEvents, previewText } from './api';
import { slidesForWidth } from './carousel';
import { EVENTS_TEXTS as T } from './texts';

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const LONG = 'A'.repeat(130);

function event(id: number, days: number, overrides: Partial<EventRecord> = {}): EventRecord {
  return { id, name: `Drive ${id}`, location: `Hall ${id}`, dateTime: at(days), organizer: `Org ${id}`, description: `About drive ${id}`, ...overrides };
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

async function openEvents(answer: Response | Error) {
  answerFetch(answer);
  const view = renderApp('/events');
  await screen.findByRole('heading', { level: 1, name: 'Events & Drives' });
  await screen.findByRole('heading', { level: 2, name: 'Upcoming Events' });
  return view;
}

const region = (name: string) => screen.getByRole('region', { name });
const visibleSlides = (name: string) => within(region(name)).getAllByRole('group');

describe('event helpers', () => {
  it('classifies by now: later is upcoming (soonest first), the rest previous (latest first)', () => {
    const now = new Date('2026-06-01T12:00:00Z');
    const events = [
      event(1, 0, { dateTime: '2026-06-01T12:00:00Z' }),
      event(2, 0, { dateTime: '2026-06-01T12:00:01Z' }),
      event(3, 0, { dateTime: '2026-07-01T00:00:00Z' }),
      event(4, 0, { dateTime: '2025-01-01T00:00:00Z' }),
    ];
    const { upcoming, previous } = classifyEvents(events, now);
    expect(upcoming.map((e) => e.id)).toEqual([2, 3]);
    expect(previous.map((e) => e.id)).toEqual([1, 4]);
  });

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
    await openEvents(jsonResponse(200, [event(1, 3, { description: LONG }), event(2, -3, { description: '' })]));
    expect(fetchCall(0).url).toBe('/api/events/all');
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
    await openEvents(jsonResponse(200, []));
    expect(screen.getByText(T.noUpcoming)).toBeInTheDocument();
    expect(screen.getByText(T.noPrevious)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Upcoming events' })).toBeNull();
  });

  it('Learn More opens the full details, Close closes them', async () => {
    const { user } = await openEvents(jsonResponse(200, [event(1, 3, { description: LONG })]));
    await user.click(screen.getByRole('button', { name: 'Learn More about Drive 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drive 1' });
    expect(within(dialog).getByText(LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('Org 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Hall 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Date and time')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['a non-array answer', jsonResponse(200, { events: [] }), T.notArray],
    ['an error answer with a message', jsonResponse(503, { message: 'Maintenance' }), 'Error: 503 - Maintenance'],
    ['an error answer without one', jsonResponse(500), `Error: 500 - ${T.serverFallback}`],
    ['no answer', new TypeError('Failed to fetch'), T.network],
    ['anything else', new Error('boom'), T.unexpected],
  ])('%s shows its text', async (_, answer, text) => {
    await openEvents(answer);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText(T.noUpcoming)).toBeInTheDocument();
  });

  it('shows as many slides as the width allows and moves with previous/next (buttons and arrow keys)', async () => {
    const events = [1, 2, 3, 4, 5, 6].map((id) => event(id, id));
    const { user } = await openEvents(jsonResponse(200, events));
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
