import { screen } from '@testing-library/react';
import { PROFILE } from '../../testing/serve-gets';
import { answerFetch, expectNoAxeViolations, expectToast, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, openForm, submitButton } from './donate-blood.fixtures';

describe('Donate Blood starts from what the site knows', () => {
  it("fills in the donor's name, blood group, mobile, gender and age from the account, and the city they can donate in", async () => {
    await openForm();
    expect(field('Name')).toHaveValue('Donor');
    expect(field('Blood Group')).toHaveValue('B+');
    expect(field('Mobile')).toHaveValue('9123456780');
    // 'female' in the account, 'Female' as the form offers it.
    expect(field('Gender')).toHaveValue('Female');
    expect(field('Age')).toHaveValue(31);
    expect(field('City')).toHaveValue('Nashik');
    for (const label of ['Units', 'Date', 'Address']) expect(field(label)).toHaveValue(label === 'Units' ? null : '');
    // Still not valid: this donation's units, date and address are the donor's to give.
    expect(submitButton()).toBeDisabled();
    await expectNoAxeViolations();
  });

  it('leaves empty what the account does not hold, and the city without an availability', async () => {
    await openForm(undefined, undefined, { profile: { ...PROFILE, age: null, bloodGroup: null, gender: null, mobile: null }, availability: { available: false, city: null, channel: 'email' } });
    expect(field('Name')).toHaveValue('Donor');
    for (const label of ['Blood Group', 'Mobile', 'Gender', 'City']) expect(field(label)).toHaveValue('');
    expect(field('Age')).toHaveValue(null);
  });

  it('opens empty, and works, when neither can be read', async () => {
    const scrollIntoView = jest.fn();
    Object.assign(Element.prototype, { scrollIntoView });
    const { user } = await openForm(undefined, undefined, { profile: new TypeError('Failed to fetch'), availability: jsonResponse(500, { statusCode: 500, message: 'Down' }) });
    for (const label of ['Name', 'Blood Group', 'Mobile', 'Gender', 'City']) expect(field(label)).toHaveValue('');
    await fillFields(user, { Name: 'Vikram Rao', 'Blood Group': 'O-', Units: '1', Mobile: '9876543210', Gender: 'Male', Age: '29', City: 'Pune', Date: '2026-11-20', Address: '12 Lake Road' });
    answerFetch(jsonResponse(201, { id: 3 }));
    await user.click(submitButton());
    await expectToast('Donation data added successfully!');
    expect(screen.getByRole('link', { name: 'Donation History' })).toHaveAttribute('href', '/user-donors');
    // Brought into view: on a phone the button was tapped near the bottom of the screen.
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'center' });
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('offers the history only once a donation was taken', async () => {
    const { user } = await openForm();
    await fillFields(user, { Units: '1', Date: '2026-11-20', Address: '12 Lake Road' });
    expect(screen.queryByRole('link', { name: 'Donation History' })).not.toBeInTheDocument();
    answerFetch(jsonResponse(500, { statusCode: 500, message: 'Down' }));
    await user.click(submitButton());
    await expectToast('Failed to add donation data. Please try again later.');
    expect(screen.queryByRole('link', { name: 'Donation History' })).not.toBeInTheDocument();
  });
});
