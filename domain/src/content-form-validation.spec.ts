import { validateContact, validateVolunteer } from './content-form-validation';

const volunteer = {
  firstName: 'Meera', lastName: 'Iyer', dob: '1990-04-12', gender: 'Female', phone: '9876543210', email: 'meera@example.com',
  address: '5 Park Lane', city: 'Chennai', state: 'TN', zipCode: '600001', message: 'Happy to help at drives.',
};

describe('validateContact', () => {
  it('requires every field and a valid email', () => {
    expect(validateContact({ name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required',
    });
    expect(validateContact({ name: 'A', email: 'a@', subject: 'S', message: 'M' })).toEqual({ email: 'Invalid email address' });
  });
});

describe('validateVolunteer', () => {
  it('accepts valid values', () => {
    expect(validateVolunteer(volunteer, '2026-11-21')).toEqual({});
  });

  it('requires every field', () => {
    const blank = Object.fromEntries(Object.keys(volunteer).map((key) => [key, ''])) as unknown as typeof volunteer;
    expect(Object.keys(validateVolunteer(blank, '2026-11-21')).sort()).toEqual(Object.keys(volunteer).sort());
  });

  it.each([
    ['dob', '2030-01-01', 'Date of birth must be a valid date in the past'],
    ['phone', '123', 'Invalid phone number'],
    ['zipCode', '#1', 'Invalid zip code'],
    ['gender', 'female', 'Gender must be one of Male, Female, Other'],
  ])('rejects %s=%p', (field, value, message) => {
    expect(validateVolunteer({ ...volunteer, [field]: value }, '2026-11-21')).toEqual({ [field]: message });
  });

  it.each([
    ['2008-11-21', undefined],
    ['2008-11-22', 'You must be at least 18 years old'],
    ['2015-06-01', 'You must be at least 18 years old'],
  ])('a volunteer born on %s is 18 on 2026-11-21: %p', (dob, message) => {
    expect(validateVolunteer({ ...volunteer, dob }, '2026-11-21').dob).toBe(message);
  });

  it('counts a 29 February birthday as 18 from 1 March', () => {
    expect(validateVolunteer({ ...volunteer, dob: '2008-02-29' }, '2026-02-28').dob).toBe('You must be at least 18 years old');
    expect(validateVolunteer({ ...volunteer, dob: '2008-02-29' }, '2026-03-01').dob).toBeUndefined();
  });
});
