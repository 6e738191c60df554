import { firstErrorPerField } from './field-errors';
import { registrationSchema } from './account';
import { donationSchema } from './donations';
import { DONATION_EDGE_VALUES, donationWithEdgeValue, REGISTRATION_EDGE_VALUES, registrationWithEdgeValue } from './edge-values';

describe('the registration schema at the edges of its rules', () => {
  it.each(REGISTRATION_EDGE_VALUES.map((edge) => [edge.field, JSON.stringify(edge.value).slice(0, 20), edge] as const))(
    '%s %s',
    (_field, _value, edge) => {
      const errors = firstErrorPerField(registrationSchema, registrationWithEdgeValue(edge, 'edge@example.com'));
      expect(errors).toEqual(edge.message === null ? {} : { [edge.field]: edge.message });
    },
  );
});

describe('the donation schema at the edges of its rules', () => {
  it.each(DONATION_EDGE_VALUES.map((edge) => [edge.field, JSON.stringify(edge.value), edge] as const))('%s %s', (_field, _value, edge) => {
    const errors = firstErrorPerField(donationSchema, donationWithEdgeValue(edge));
    expect(errors).toEqual(edge.message === null ? {} : { [edge.field]: edge.message });
  });
});
