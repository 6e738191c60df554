import { DONOR_FORM_MESSAGES as M } from '@blood-donation/domain';
import { screen } from '@testing-library/react';
import { answerFetch, expectNoAxeViolations, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, FORM_CALLS, openForm, submit, VALID } from './make-request.fixtures';
import { PLACE_TEXTS } from './texts';

describe('Make Blood Request: where and how soon', () => {
  it('has a City, an optional Hospital, an optional Needed by date from today on and an Urgent switch, off', async () => {
    await openForm();
    expect(field('Hospital')).toHaveAccessibleDescription(PLACE_TEXTS.hospitalHint);
    expect(field('Needed by')).toHaveAttribute('type', 'date');
    expect(field('Needed by')).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(screen.getByRole('switch', { name: 'Urgent' })).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('sends the hospital, the date and urgent, trimmed', async () => {
    const { user } = await openForm();
    answerFetch(jsonResponse(201, { id: 3 }));
    await fillFields(user, { ...VALID, City: ' Nashik ', Hospital: ' Civil Hospital ', 'Needed by': '2099-12-01' });
    await user.click(screen.getByRole('switch', { name: 'Urgent' }));
    await submit(user);
    await expectToast('Blood request added successfully!');
    expect(fetchCall(FORM_CALLS).body).toMatchObject({ city: 'Nashik', hospital: 'Civil Hospital', neededBy: '2099-12-01', urgent: true });
    expect(screen.getByRole('switch', { name: 'Urgent' })).not.toBeChecked();
  });

  it('leaves out a blank hospital and no date', async () => {
    const { user } = await openForm();
    answerFetch(jsonResponse(201, { id: 4 }));
    await fillFields(user, VALID);
    await submit(user);
    await expectToast('Blood request added successfully!');
    expect(fetchCall(FORM_CALLS).body).not.toHaveProperty('hospital');
    expect(fetchCall(FORM_CALLS).body).not.toHaveProperty('neededBy');
  });

  it.each([
    ['a past Needed by date', { 'Needed by': '2020-01-01' }, 'Needed by', M.neededByPast],
    ['too long a city', { City: 'c'.repeat(101) }, 'City', M.cityMax],
    ['too long a hospital', { Hospital: 'h'.repeat(101) }, 'Hospital', M.hospitalMax],
  ])('shows the message for %s and sends nothing', async (_case, overrides, label, message) => {
    const { user } = await openForm();
    await fillFields(user, { ...VALID, ...overrides });
    await submit(user);
    expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
  });
});
