import { DONATION_EDGE_VALUES } from '@blood-donation/domain';
import { answerFetch, expectToast, fetchCall, fillFields, jsonResponse } from '../../testing/test-utils';
import { field, FORM_CALLS, openForm, submit, VALID } from './make-request.fixtures';

// A request's donor fields (age, mobile, units) follow the same schema as a donation's: the same edge values, fed
// here to the Make Blood Request form, agree with the schema and the API (backend/test/donation-edge-values).
describe('Make Blood Request at the edges of the rules', () => {
  const LABELS = { age: "Patient's age", mobile: "Contact mobile for this request", units: "Units needed" } as const;

  it.each(DONATION_EDGE_VALUES.map((edge) => [edge.field, String(edge.value), edge] as const))('%s %s', async (_field, typed, edge) => {
    const { user } = await openForm();
    await fillFields(user, { ...VALID, [LABELS[edge.field]]: typed });
    if (edge.message === null) {
      // Accepted: the form sends it, the value as the API takes it.
      answerFetch(jsonResponse(201, { id: 1 }));
      await submit(user);
      await expectToast('Blood request added successfully!');
      expect(fetchCall(FORM_CALLS).body).toMatchObject({ [edge.field]: edge.value });
    } else {
      await submit(user);
      expect(field(LABELS[edge.field])).toHaveAccessibleDescription(expect.stringContaining(edge.message));
      expect(fetch).toHaveBeenCalledTimes(FORM_CALLS);
    }
  });
});
