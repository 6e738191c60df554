import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeskAppointment } from '@blood-donation/domain';
import { renderInAdmin } from '../data/testAdmin';
import { DriveDeskScreen } from './DriveDesk';
import * as calls from './deskCalls';

jest.mock('./deskCalls', () => ({
  ...jest.requireActual('./deskCalls'),
  deskAppointments: jest.fn(),
  driveFigures: jest.fn(),
  recordOutcome: jest.fn(),
  addWalkIn: jest.fn(),
  lookupCard: jest.fn(),
}));
const mocked = calls as jest.Mocked<typeof calls>;

const soon = new Date(Date.now() + 3_600_000).toISOString();
const later = new Date(Date.now() + 4_500_000).toISOString();
const ASHA: DeskAppointment = { id: 1, name: 'Asha', start: soon, end: later, bloodGroup: 'O+', nextEligibleDate: null, status: 'booked', donationId: null };
const BEN: DeskAppointment = { id: 2, name: 'Ben', start: soon, end: later, bloodGroup: 'A-', nextEligibleDate: '2030-01-20', status: 'checked-in', donationId: null };
/** Cara gave at the desk: her donation's journey can be recorded there. */
const CARA: DeskAppointment = { id: 4, name: 'Cara', start: soon, end: later, bloodGroup: 'B+', nextEligibleDate: '2030-02-01', status: 'donated', donationId: 31 };
const FIGURES = { booked: 2, waitlisted: 0, checkedIn: 1, donated: 0, deferred: 0, noShows: 0, unitsCollected: 0, capacity: 32 };

function renderDesk() {
  renderInAdmin(<DriveDeskScreen driveId={7} />, {});
}

describe('the drive desk', () => {
  beforeEach(() => {
    jest.resetAllMocks();
    mocked.deskAppointments.mockResolvedValue([ASHA, BEN]);
    mocked.driveFigures.mockResolvedValue(FIGURES);
    mocked.recordOutcome.mockResolvedValue({ id: 1, driveId: 7, start: soon, end: later, status: 'checked-in' });
  });

  it("lists the drive's appointments as cards with eligibility and figures; search by name narrows them", async () => {
    renderDesk();
    const asha = await screen.findByRole('listitem', { name: 'Asha' });
    expect(within(asha).getByText('Eligible today')).toBeInTheDocument();
    expect(within(screen.getByRole('listitem', { name: 'Ben' })).getByText('Eligible from Jan 20, 2030')).toBeInTheDocument();
    expect(screen.getByText('Booked: 2 / 32')).toBeInTheDocument();
    expect(mocked.deskAppointments).toHaveBeenCalledWith(7);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'be');
    expect(screen.queryByRole('listitem', { name: 'Asha' })).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Ben' })).toBeInTheDocument();
    // 'No show' only after the time.
    expect(within(screen.getByRole('listitem', { name: 'Ben' })).queryByRole('button', { name: 'No show' })).not.toBeInTheDocument();
  });

  it("checks a donor in, then records 'Donated' with units and measures, checked by the API schema first", async () => {
    renderDesk();
    const asha = await screen.findByRole('listitem', { name: 'Asha' });
    await userEvent.click(within(asha).getByRole('button', { name: 'Checked in' }));
    await waitFor(() => expect(mocked.recordOutcome).toHaveBeenCalledWith(1, { status: 'checked-in' }));
    await userEvent.click(within(screen.getByRole('listitem', { name: 'Ben' })).getByRole('button', { name: 'Donated' }));
    const dialog = await screen.findByRole('dialog', { name: 'Donated: Ben' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Blood pressure/ }), '80/120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/bloodPressure must be/)).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /Blood pressure/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Blood pressure/ }), '120/80');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Haemoglobin/ }), '13.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mocked.recordOutcome).toHaveBeenLastCalledWith(2, { status: 'donated', units: 1, haemoglobin: 13.5, bloodPressure: '120/80' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("records 'Deferred' with a reason from the list and the day they may give again; shows the server's refusal", async () => {
    mocked.recordOutcome.mockRejectedValueOnce(new Error("Check-in and outcomes are recorded only on the drive's days"));
    renderDesk();
    await userEvent.click(within(await screen.findByRole('listitem', { name: 'Asha' })).getByRole('button', { name: 'Deferred' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deferred: Asha' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Low haemoglobin' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Check-in and outcomes are recorded only on the drive's days")).toBeInTheDocument();
    expect(mocked.recordOutcome).toHaveBeenCalledWith(1, expect.objectContaining({ status: 'deferred', deferralReason: 'low-haemoglobin', deferredUntil: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) }));
  });

  it("offers 'Record journey' on a donation recorded at the desk, and records it after the confirmation", async () => {
    mocked.deskAppointments.mockResolvedValue([ASHA, CARA]);
    const dataProvider = {
      getHospitals: jest.fn(() => Promise.resolve({ data: [{ id: 1, name: 'City Hospital', city: 'Pune' }] })),
      recordDonationJourney: jest.fn(() => Promise.resolve({ data: {} })),
    };
    renderInAdmin(<DriveDeskScreen driveId={7} />, dataProvider);
    const cara = await screen.findByRole('listitem', { name: 'Cara' });
    expect(within(screen.getByRole('listitem', { name: 'Asha' })).queryByRole('button', { name: /Record the journey/ })).not.toBeInTheDocument();
    await userEvent.click(within(cara).getByRole('button', { name: "Record the journey of Cara's donation" }));
    const dialog = await screen.findByRole('dialog', { name: 'What became of this donation' });
    await waitFor(() => expect(dataProvider.getHospitals).toHaveBeenCalled());
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Hospital' }));
    await userEvent.click(await screen.findByRole('option', { name: 'City Hospital, Pune' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Record this journey?' })).getByRole('button', { name: 'Record' }));
    await waitFor(() => expect(dataProvider.recordDonationJourney).toHaveBeenCalledWith(31, expect.objectContaining({ status: 'issued', hospital: 'City Hospital' })));
  });

  it('adds a walk-in by email', async () => {
    mocked.addWalkIn.mockResolvedValue({ ...ASHA, id: 3, name: 'Cara', status: 'checked-in' });
    renderDesk();
    await screen.findByRole('listitem', { name: 'Asha' });
    await userEvent.type(screen.getByRole('textbox', { name: "Walk-in donor's email" }), 'cara@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add walk-in' }));
    await waitFor(() => expect(mocked.addWalkIn).toHaveBeenCalledWith(7, 'cara@example.com'));
    expect(await screen.findByText('Walk-in added and checked in')).toBeInTheDocument();
  });

  it("finds the appointment by a donor card's typed short code and shows it first, with its actions; a refusal is shown", async () => {
    mocked.lookupCard.mockRejectedValueOnce(new Error('code matches no donor card'));
    mocked.lookupCard.mockResolvedValueOnce({ appointmentId: 1, username: 'Asha', start: soon, status: 'booked' });
    renderDesk();
    await screen.findByRole('listitem', { name: 'Asha' });
    const field = screen.getByRole('textbox', { name: 'Short code from the donor card' });
    await userEvent.type(field, 'zzzz zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByText('code matches no donor card')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'k7q2 m9xd');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(mocked.lookupCard).toHaveBeenLastCalledWith(7, 'k7q2 m9xd'));
    const found = await screen.findByRole('region', { name: 'Found by donor card' });
    await userEvent.click(within(within(found).getByRole('listitem', { name: 'Asha' })).getByRole('button', { name: 'Checked in' }));
    await waitFor(() => expect(mocked.recordOutcome).toHaveBeenCalledWith(1, { status: 'checked-in' }));
  });

  it('says calmly when the camera cannot be used, and the typed code still works', async () => {
    renderDesk();
    await screen.findByRole('listitem', { name: 'Asha' });
    // jsdom has no camera (navigator.mediaDevices is undefined).
    await userEvent.click(screen.getByRole('button', { name: 'Scan donor card' }));
    expect(await screen.findByText('The camera could not be used here. Type the short code under the QR code instead.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Short code from the donor card' })).toBeEnabled();
  });
});
