import { clearSession, daysAfter, DONOR_CARD_TEXTS as T, type DonorCard, MILESTONE_TEXTS, STORAGE_KEYS } from '@blood-donation/domain';
import { screen, waitFor } from '@testing-library/react';
import { serveGets } from '../../testing/serve-gets';
import { jsonResponse, renderPage, storeSession } from '../../testing/test-utils';
import { DonorCardPage } from './donor-card-page';
import { saveCard } from './saved-card';

const CARD: DonorCard = {
  username: 'Donor',
  bloodGroup: 'B+',
  bloodGroupConfirmed: false,
  donations: 2,
  nextEligibleDate: '2000-01-01',
  token: 'q3Vb0Qm2iH4g5c8r1Zp9x2L7nA6tY0sE4kD3wF1jU8o',
  shortCode: 'K7Q2M9XD',
  expiresAt: daysAfter(new Date(), 20).toISOString(),
};

describe('/donor-card', () => {
  beforeEach(() => storeSession());

  it("shows the card: blood group not yet confirmed, donations, 'Today', the QR code and the short code; keeps it on the device", async () => {
    serveGets({ '/api/user/donor-card': () => jsonResponse(200, CARD) });
    renderPage(<DonorCardPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Your donor card' })).toBeInTheDocument();
    expect(await screen.findByTestId('donor-card-short-code')).toHaveTextContent('K7Q2 M9XD');
    expect(screen.getByTestId('donor-card-blood-group')).toHaveTextContent(T.notConfirmed);
    expect(screen.getByTestId('donor-card-donations')).toHaveTextContent('2');
    expect(screen.getByText(T.today)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: T.qrLabel('K7Q2M9XD') })).toBeInTheDocument();
    expect(screen.queryByText(/Saved on this device/)).not.toBeInTheDocument();
    await waitFor(() => expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.donorCard)!)).toMatchObject({ email: 'donor@example.com', card: CARD }));
    clearSession(localStorage);
    expect(localStorage.getItem(STORAGE_KEYS.donorCard)).toBeNull();
  });

  it("shows the donor's milestone badges on the card, 'self-reported' marked", async () => {
    serveGets({
      '/api/user/donor-card': () => jsonResponse(200, CARD),
      '/api/user/milestones': () => jsonResponse(200, [{ count: 1, reachedAt: '2026-01-05', selfReported: true }]),
    });
    renderPage(<DonorCardPage />);
    expect(await screen.findByText(MILESTONE_TEXTS.badge(1))).toBeInTheDocument();
    expect(screen.getByText(MILESTONE_TEXTS.selfReported)).toBeInTheDocument();
  });

  it('shows the confirmed blood group once a drive recorded a donation', async () => {
    serveGets({ '/api/user/donor-card': () => jsonResponse(200, { ...CARD, bloodGroupConfirmed: true }) });
    renderPage(<DonorCardPage />);
    await waitFor(() => expect(screen.getByTestId('donor-card-blood-group')).toHaveTextContent('B+'));
  });

  it('shows the saved card, marked as saved, when the network is not there', async () => {
    saveCard(localStorage, 'donor@example.com', CARD, new Date('2026-11-20T10:00:00Z'));
    serveGets({ '/api/user/donor-card': () => new TypeError('Failed to fetch') });
    renderPage(<DonorCardPage />);
    expect(await screen.findByText(/^Saved on this device, last updated .*2026/)).toBeInTheDocument();
    expect(screen.getByTestId('donor-card-short-code')).toHaveTextContent('K7Q2 M9XD');
  });

  it("never shows another account's saved card", async () => {
    saveCard(localStorage, 'someone.else@example.com', CARD);
    serveGets({ '/api/user/donor-card': () => new TypeError('Failed to fetch') });
    renderPage(<DonorCardPage />);
    expect(await screen.findByText(T.unavailable, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId('donor-card-short-code')).not.toBeInTheDocument();
  });
});
