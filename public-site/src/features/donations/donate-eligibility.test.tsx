import { DONATION_EDGE_VALUES, tooSoonMessage } from '@blood-donation/domain';
import { screen, waitFor } from '@testing-library/react';
import { answerFetch, expectToast, fetchCall, jsonResponse } from '../../testing/test-utils';
import { donationSent, field, fillValid, FORM_CALLS, openForm, submitButton } from './donate-blood.fixtures';

const NOT_YET = { eligible: false, nextEligibleDate: '2027-01-21', ruleSet: 'UK', reasons: [] };
const TOO_SOON = tooSoonMessage('2027-01-21', 'UK');

describe('Donate Blood before sending: when the donor may give again', () => {
  it("says the API's own refusal while the date is blank or before the day they may give again", async () => {
    const { user } = await openForm(undefined, NOT_YET);
    expect(await screen.findByText(TOO_SOON)).toBeInTheDocument();
    expect(TOO_SOON).toBe('Too soon for another whole blood donation: under the UK rules you may give again on 2027-01-21.');
    await fillValid(user, { Date: '2027-01-20' });
    expect(screen.getByText(TOO_SOON)).toBeInTheDocument();
    await fillValid(user, { Date: '2027-01-21' });
    expect(screen.queryByText(TOO_SOON)).not.toBeInTheDocument();
  });

  it('says nothing when the donor may give today', async () => {
    await openForm();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(FORM_CALLS));
    expect(screen.queryByText(/^Too soon/)).not.toBeInTheDocument();
  });

  it('shows the 409 answer as a failure, the values kept', async () => {
    const { user } = await openForm(undefined, NOT_YET);
    await fillValid(user, { Date: '2026-11-20' });
    answerFetch(jsonResponse(409, { statusCode: 409, message: TOO_SOON }));
    await user.click(submitButton());
    await expectToast('Failed to add donation data. Please try again later.');
    expect(field('Name')).toHaveValue('Vikram Rao');
  });
});

/** The form gives, for each value at the edge of a donation rule, what the schema and the API give (domain's list). */
describe('Donate Blood at the edges of the rules', () => {
  const LABELS = { age: 'Age', mobile: 'Mobile', units: 'Units' } as const;

  it.each(DONATION_EDGE_VALUES.map((edge) => [edge.field, String(edge.value), edge] as const))('%s %s', async (_field, typed, edge) => {
    const { user } = await openForm();
    await fillValid(user, { [LABELS[edge.field]]: typed });
    if (edge.message === null) {
      // Accepted: the button is enabled and the form sends it, the value as the API takes it.
      answerFetch(jsonResponse(201, { id: 1 }));
      await user.click(submitButton());
      await expectToast('Donation data added successfully!');
      expect(fetchCall(donationSent()).body).toMatchObject({ [edge.field]: edge.value });
    } else {
      await waitFor(() => expect(field(LABELS[edge.field])).toHaveAccessibleDescription(edge.message));
      expect(submitButton()).toBeDisabled();
      expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
    }
  });
});
