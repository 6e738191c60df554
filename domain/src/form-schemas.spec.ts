import { bloodRequestFormSchema, donationFormSchema, volunteerFormFieldsSchemaOn } from './form-schemas';
import { contactFieldsSchema } from './schemas/contacts';
import { firstErrorPerField } from './schemas/field-errors';

// What each form shows beside its fields: the first message its schema gives each field, for the values the form
// holds (number inputs give numbers, NaN when empty; an unchosen select or event is '').
const request = { name: 'Ravi', email: 'ravi@example.com', bloodGroup: 'B+', units: 2, mobile: '+91 9876543210', gender: 'Male', age: 40, disease: '', city: 'Pune', neededBy: '' };
const donation = { name: 'Ravi', bloodGroup: 'B+', units: 1, mobile: '9876543210', gender: 'Male', age: 40, city: 'Pune', address: '1 Main Road', date: '2026-11-01', event: '' };
const volunteer = {
  firstName: 'Meera', lastName: 'Iyer', dob: '1990-04-12', gender: 'Female', phone: '9876543210', email: 'meera@example.com',
  address: '5 Park Lane', city: 'Chennai', state: 'TN', zipCode: '600001', message: 'Happy to help at drives.', event: '',
};
const volunteerOn = (today: string, values: object) => firstErrorPerField(volunteerFormFieldsSchemaOn(() => today), values);

describe('Make Blood Request form', () => {
  const shown = (values: object) => firstErrorPerField(bloodRequestFormSchema, values);

  it('accepts valid values with or without a country code', () => {
    expect(shown(request)).toEqual({});
    expect(shown({ ...request, mobile: '+1-9876543210' })).toEqual({});
    expect(shown({ ...request, mobile: '9876543210' })).toEqual({});
  });

  it('shows the messages for blank fields', () => {
    const blank = { name: '', email: '', bloodGroup: '', units: NaN, mobile: '', gender: '', age: NaN, city: '', neededBy: '' };
    expect(shown(blank)).toEqual({
      name: '* Name is required',
      email: '* Email is required',
      bloodGroup: '* Blood group is required',
      units: '* Units are required',
      mobile: '* Mobile number is required',
      gender: '* Gender is required',
      age: '* Age is required',
      city: '* City is required',
    });
  });

  it.each([
    ['email', 'ravi@', '* Invalid email address'],
    ['mobile', '+1234 9876543210', '* Invalid phone number'],
    ['mobile', '98765', '* Invalid phone number'],
    ['age', -3, '* Age must be a positive number'],
    ['age', 17, '* Age must be at least 18'],
    ['age', 30.5, '* Age must be a whole number'],
    ['units', 0, '* Units must be a positive whole number'],
    ['units', 1.5, '* Units must be a positive whole number'],
  ])('rejects %s=%p with %p', (field, value, message) => {
    expect(shown({ ...request, [field]: value })).toEqual({ [field]: message });
  });
});

describe('Donate Blood form', () => {
  const shown = (values: object) => firstErrorPerField(donationFormSchema, values);

  it('accepts valid values and requires all nine fields', () => {
    expect(shown(donation)).toEqual({});
    expect(shown({ ...donation, city: ' ', address: '', date: '' })).toEqual({
      city: '* City is required',
      address: '* Address is required',
      date: '* Date is required',
    });
  });

  it('rejects dates that do not exist', () => {
    expect(shown({ ...donation, date: '2026-02-30' }).date).toBe('* Date must be a valid date');
    expect(shown({ ...donation, date: '2026-13-01' }).date).toBe('* Date must be a valid date');
  });
});

describe('Contact form', () => {
  it('requires every field and a valid email', () => {
    expect(firstErrorPerField(contactFieldsSchema, { name: '', email: '', subject: ' ', message: '' })).toEqual({
      name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required',
    });
    expect(firstErrorPerField(contactFieldsSchema, { name: 'A', email: 'a@', subject: 'S', message: 'M' })).toEqual({ email: 'Invalid email address' });
  });
});

describe('Volunteer form', () => {
  it('accepts valid values', () => {
    expect(volunteerOn('2026-11-21', volunteer)).toEqual({});
  });

  it('requires every field', () => {
    const blank = Object.fromEntries(Object.keys(volunteer).map((key) => [key, '']));
    expect(Object.keys(volunteerOn('2026-11-21', blank)).sort()).toEqual(Object.keys(volunteer).filter((key) => key !== 'event').sort());
  });

  it.each([
    ['dob', '2030-01-01', 'Date of birth must be a valid date in the past'],
    ['phone', '123', 'Invalid phone number'],
    ['zipCode', '#1', 'Invalid zip code'],
    ['gender', 'female', 'Gender must be one of Male, Female, Other'],
  ])('rejects %s=%p', (field, value, message) => {
    expect(volunteerOn('2026-11-21', { ...volunteer, [field]: value })).toEqual({ [field]: message });
  });

  it.each([
    ['2008-11-21', undefined],
    ['2008-11-22', 'You must be at least 18 years old'],
    ['2015-06-01', 'You must be at least 18 years old'],
  ])('a volunteer born on %s is 18 on 2026-11-21: %p', (dob, message) => {
    expect(volunteerOn('2026-11-21', { ...volunteer, dob }).dob).toBe(message);
  });

  it('counts a 29 February birthday as 18 from 1 March', () => {
    expect(volunteerOn('2026-02-28', { ...volunteer, dob: '2008-02-29' }).dob).toBe('You must be at least 18 years old');
    expect(volunteerOn('2026-03-01', { ...volunteer, dob: '2008-02-29' }).dob).toBeUndefined();
  });
});
