import { WAITLIST_MESSAGES as W, WAITLIST_SCREEN_TEXTS as T, type DriveSlot, type WaitlistEntry } from '@blood-donation/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import { callIndexOf, serveGets } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, fetchCall, jsonResponse, renderApp, storeSession } from '../../testing/test-utils';

const DRIVE = { id: 5, name: 'Town Hall Drive', location: 'Town Hall, Pune', dateTime: '2030-12-05T09:00:00.000Z', organizer: 'Red Cross', description: '', drive: { sessions: [], booked: 1, capacity: 1 } };
const FULL: DriveSlot[] = [{ start: '2030-12-05T09:00:00.000Z', end: '2030-12-05T09:30:00.000Z', free: 0 }];
const ENTRY: WaitlistEntry = { driveId: 5, joinedAt: '2030-12-01T09:00:00.000Z', position: 2, offer: null };
const OFFER = { driveId: 5, driveName: DRIVE.name, start: FULL[0].start, end: FULL[0].end, expiresAt: '2030-12-01T09:30:00.000Z' };

function serveFullDrive(state: { entries: WaitlistEntry[] }) {
  return serveGets({
    '/api/events/all': () => jsonResponse(200, [DRIVE]),
    '/api/drives/5/slots': () => jsonResponse(200, FULL),
    '/api/drives/5/waitlist': () => jsonResponse(200, { open: true, waiting: 1 }),
    '/api/user/appointments': () => jsonResponse(200, []),
    '/api/user/waitlist': () => jsonResponse(200, state.entries),
  });
}

describe("a full drive's waitlist", () => {
  it('offers to join when every time is full, then shows the place and offers to leave', async () => {
    const state = { entries: [] as WaitlistEntry[] };
    serveFullDrive(state);
    storeSession();
    const { user } = renderApp('/drives/5/book');
    const waitlist = await screen.findByRole('region', { name: T.title });
    expect(within(waitlist).getByText(T.allFull)).toBeInTheDocument();
    await expectNoAxeViolations();
    answerFetch(jsonResponse(201, ENTRY));
    state.entries = [ENTRY];
    await user.click(within(waitlist).getByRole('button', { name: T.join }));
    expect(await within(waitlist).findByText(T.waiting(2))).toBeInTheDocument();
    expect(fetchCall(callIndexOf('/api/drives/5/waitlist', 'POST')).body).toEqual({});
    expect(within(waitlist).getByRole('button', { name: T.leave })).toBeInTheDocument();
  });

  it("shows a donor already on it no 'Join' while their own waitlist is still coming", async () => {
    let answerMine: (response: Response) => void = () => undefined;
    serveGets({
      '/api/events/all': () => jsonResponse(200, [DRIVE]),
      '/api/drives/5/slots': () => jsonResponse(200, FULL),
      '/api/drives/5/waitlist': () => jsonResponse(200, { open: true, waiting: 1 }),
      '/api/user/appointments': () => jsonResponse(200, []),
      '/api/user/waitlist': () => new Promise<Response>((resolve) => (answerMine = resolve)),
    });
    storeSession();
    renderApp('/drives/5/book');
    expect(await screen.findByRole('button', { name: /Full/ })).toBeDisabled();
    // The drive's waitlist is open and its answer has been taken in (TanStack Query tells on the next task): no 'Join'.
    await waitFor(() => expect(callIndexOf('/api/drives/5/waitlist')).not.toBe(-1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: T.join })).not.toBeInTheDocument();
    answerMine(jsonResponse(200, [ENTRY]));
    const waitlist = await screen.findByRole('region', { name: T.title });
    expect(within(waitlist).getByText(T.waiting(2))).toBeInTheDocument();
    expect(within(waitlist).getByRole('button', { name: T.leave })).toBeInTheDocument();
  });
});

describe('the page of an offer link', () => {
  it('shows the held time and books it', async () => {
    serveGets({ '/api/waitlist-offers/abc': () => jsonResponse(200, OFFER) });
    const { user } = renderApp('/waitlist-offers/abc');
    expect(await screen.findByRole('heading', { level: 1, name: T.offerTitle })).toBeInTheDocument();
    expect(await screen.findByText(new RegExp(DRIVE.name))).toBeInTheDocument();
    await expectNoAxeViolations();
    answerFetch(jsonResponse(201, { id: 9, driveId: 5, start: OFFER.start, end: OFFER.end, status: 'booked' }));
    await user.click(screen.getByRole('button', { name: T.accept }));
    expect(await screen.findByText(T.accepted)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.decline })).not.toBeInTheDocument();
  });

  it('keeps its heading and says so for a link already used or expired', async () => {
    serveGets({ '/api/waitlist-offers/used': () => jsonResponse(410, { statusCode: 410, message: W.offerGone, error: 'Gone' }) });
    renderApp('/waitlist-offers/used');
    expect(await screen.findByRole('alert')).toHaveTextContent(W.offerGone);
    expect(screen.getByRole('heading', { level: 1, name: T.offerTitle })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.accept })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
