import { screen } from '@testing-library/react';
import { PROFILE } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, FORM_CALLS, openForm, submit, VALID } from './make-request.fixtures';

const SHARE = { name: 'Share the need board' };

describe('Make Blood Request starts from what the site knows and says what comes next', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("says whom each field is about, and starts with the requester's own email and mobile as the contact", async () => {
    await openForm();
    expect(fetchCall(0).url).toBe('/api/user/me');
    expect(field('Contact email for this request')).toHaveValue('donor@example.com');
    expect(field('Contact mobile for this request')).toHaveValue('9123456780');
    // The patient is often someone else: nothing of the account goes into the patient's fields.
    for (const label of ["Patient's name", "Patient's blood group", "Patient's gender"]) expect(field(label)).toHaveValue('');
    expect(field("Patient's age")).toHaveValue(null);
    expect(field("Patient's name")).toHaveAttribute('autocomplete', 'off');
    await expectNoAxeViolations();
  });

  it('leaves the mobile empty when the account has none', async () => {
    await openForm({ ...PROFILE, mobile: null });
    expect(field('Contact email for this request')).toHaveValue('donor@example.com');
    expect(field('Contact mobile for this request')).toHaveValue('');
  });

  it('after a request was taken, offers Request History and sharing the need board; not before, not after a failure', async () => {
    const { user } = await openForm();
    await fillFields(user, VALID);
    expect(screen.queryByRole('link', { name: 'Request History' })).not.toBeInTheDocument();
    answerFetch(jsonResponse(500, { statusCode: 500, message: 'Down' }));
    await submit(user);
    await expectToast('Failed to add blood request. Please try again later.');
    expect(screen.queryByRole('button', SHARE)).not.toBeInTheDocument();

    answerFetch(jsonResponse(201, { id: 5, status: 'Pending' }));
    await submit(user);
    await expectToast('Blood request added successfully!');
    expect(screen.getByText('An admin checks your request first. Once approved, matching donors are asked and it shows on the need board.')).toBeInTheDocument();
    expect(screen.getByRole('button', SHARE)).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Request History' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/requestHistory');
  });

  it("shares the need board's address with the share sheet where there is one", async () => {
    const share = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = await openForm();
    await fillFields(user, VALID);
    answerFetch(jsonResponse(201, { id: 6, status: 'Pending' }));
    await submit(user);
    await user.click(await screen.findByRole('button', SHARE));
    expect(share).toHaveBeenCalledWith({ title: 'Blood needed near you', text: 'Approved blood requests waiting for donors. Can you help?', url: 'http://localhost/need' });
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS + 1);
  });

  it('copies the link where there is no share sheet, and says so', async () => {
    const { user } = await openForm();
    // After user-event's setup, which puts a clipboard of its own in place.
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await fillFields(user, VALID);
    answerFetch(jsonResponse(201, { id: 7, status: 'Pending' }));
    await submit(user);
    await user.click(await screen.findByRole('button', SHARE));
    expect(writeText).toHaveBeenCalledWith('http://localhost/need');
    await expectToast('Link to the need board copied.');
  });

  it('gives the address when the link cannot be copied either', async () => {
    const { user } = await openForm();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(async () => Promise.reject(new Error('denied'))) }, configurable: true });
    await fillFields(user, VALID);
    answerFetch(jsonResponse(201, { id: 8, status: 'Pending' }));
    await submit(user);
    await user.click(await screen.findByRole('button', SHARE));
    await expectToast('Could not copy the link. The need board is at http://localhost/need');
  });
});
