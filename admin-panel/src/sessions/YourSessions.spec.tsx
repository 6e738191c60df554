import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, lastUsedText, SESSION_MESSAGES, SESSIONS_TEXTS as T, type UserSession } from '@blood-donation/domain';
import { renderInAdmin } from '../data/testAdmin';
import { SITE_TIME_ZONE } from '../site-time-zone';
import * as calls from './sessionCalls';
import { YourSessions } from './YourSessions';

jest.mock('./sessionCalls', () => ({
  ...jest.requireActual('./sessionCalls'),
  listSessions: jest.fn(),
  endSession: jest.fn(),
  endOtherSessions: jest.fn(),
}));
const mocked = calls as jest.Mocked<typeof calls>;

const THIS: UserSession = { id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b', device: 'Firefox on Windows', lastUsedAt: '2026-11-26T09:00:00.000Z', current: true };
const PHONE: UserSession = { id: '6f1c2b8e-3d4a-4e5f-9a0b-1c2d3e4f5a6b', device: 'Chrome on Android', lastUsedAt: '2026-11-25T18:00:00.000Z', current: false };
const TABLET: UserSession = { id: '0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d', device: 'Safari on iOS', lastUsedAt: '2026-11-20T07:00:00.000Z', current: false };

const endButton = (device: string) => screen.findByRole('button', { name: `${T.end}${T.endWhat(device)}` });

describe('/your-sessions', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.listSessions.mockResolvedValue([THIS, PHONE]);
  });

  it('lists each session with its device and coarse last use, marks this device, and offers End for the others only', async () => {
    renderInAdmin(<YourSessions />, {}, { roles: ['moderator'] });
    expect(await screen.findByRole('listitem', { name: PHONE.device })).toHaveTextContent(lastUsedText(PHONE.lastUsedAt, SITE_TIME_ZONE));
    expect(screen.getByRole('heading', { level: 1, name: T.panelTitle })).toBeInTheDocument();
    const current = screen.getByRole('listitem', { name: THIS.device });
    expect(within(current).getByText(T.thisDevice)).toBeInTheDocument();
    expect(within(current).queryByRole('button')).not.toBeInTheDocument();
    expect(await endButton(PHONE.device)).toBeEnabled();
    expect(screen.getByRole('button', { name: T.endOthers })).toBeEnabled();
  });

  it('ends another session after the confirmation, notifies and reads the list again', async () => {
    mocked.listSessions.mockResolvedValueOnce([THIS, PHONE, TABLET]).mockResolvedValueOnce([THIS, TABLET]);
    mocked.endSession.mockResolvedValue({ message: SESSION_MESSAGES.ended });
    renderInAdmin(<YourSessions />, {}, { roles: ['admin'] });
    await userEvent.click(await endButton(PHONE.device));
    const dialog = screen.getByRole('dialog', { name: T.endTitle });
    expect(dialog).toHaveTextContent(T.endMessage(PHONE.device));
    await userEvent.click(within(dialog).getByRole('button', { name: T.end }));
    expect(await screen.findByText(SESSION_MESSAGES.ended)).toBeInTheDocument();
    expect(mocked.endSession).toHaveBeenCalledWith(PHONE.id);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: PHONE.device })).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: TABLET.device })).toBeInTheDocument();
  });

  it('ends nothing when the confirmation is cancelled', async () => {
    renderInAdmin(<YourSessions />, {}, { roles: ['driveStaff'] });
    await userEvent.click(await endButton(PHONE.device));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocked.endSession).not.toHaveBeenCalled();
  });

  it('logs out everywhere else after the confirmation and says how many ended', async () => {
    mocked.listSessions.mockResolvedValueOnce([THIS, PHONE, TABLET]).mockResolvedValueOnce([THIS]);
    mocked.endOtherSessions.mockResolvedValue({ ended: 2 });
    renderInAdmin(<YourSessions />, {}, { roles: ['superAdmin'] });
    await userEvent.click(await screen.findByRole('button', { name: T.endOthers }));
    const dialog = screen.getByRole('dialog', { name: T.endOthersTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: T.endOthers }));
    expect(await screen.findByText(T.endedOthers(2))).toBeInTheDocument();
    expect(await screen.findByText(T.onlyThis)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.endOthers })).not.toBeInTheDocument();
  });

  it("shows the server's refusal, and a failed load", async () => {
    mocked.endSession.mockRejectedValue(new ApiError(404, { statusCode: 404, message: SESSION_MESSAGES.notFound }));
    renderInAdmin(<YourSessions />, {}, { roles: ['admin'] });
    await userEvent.click(await endButton(PHONE.device));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.end }));
    expect(await screen.findByText(SESSION_MESSAGES.notFound)).toBeInTheDocument();
  });

  it('says so when the sessions cannot be loaded', async () => {
    mocked.listSessions.mockRejectedValue(new Error('offline'));
    renderInAdmin(<YourSessions />, {}, { roles: ['admin'] });
    expect(await screen.findByText(T.loadFailed)).toBeInTheDocument();
  });
});
