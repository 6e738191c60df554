import { isCalendarDate, validateBloodRequest, validateDonation } from './donor-form-validation';

const request = { name: 'Ravi', email: 'ravi@example.com', bloodGroup: 'B+', units: 2, mobile: '+91 9876543210', gender: 'Male', age: 40, disease: '', city: 'Pune' };
const donation = { name: 'Ravi', bloodGroup: 'B+', units: 1, mobile: '9876543210', gender: 'Male', age: 40, city: 'Pune', address: '1 Main Road', date: '2026-11-01' };

describe('validateBloodRequest', () => {
  it('accepts valid values with or without a country code', () => {
    expect(validateBloodRequest(request)).toEqual({});
    expect(validateBloodRequest({ ...request, mobile: '+1-9876543210' })).toEqual({});
    expect(validateBloodRequest({ ...request, mobile: '9876543210' })).toEqual({});
  });

  it('reports the spec messages for blank fields', () => {
    const blank = { name: '', email: '', bloodGroup: '', units: '', mobile: '', gender: '', age: '', city: '' };
    expect(validateBloodRequest(blank)).toEqual({
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
    expect(validateBloodRequest({ ...request, [field]: value })).toEqual({ [field]: message });
  });
});

describe('validateDonation', () => {
  it('accepts valid values and requires all nine fields', () => {
    expect(validateDonation(donation)).toEqual({});
    expect(validateDonation({ ...donation, city: ' ', address: '', date: '' })).toEqual({
      city: '* City is required',
      address: '* Address is required',
      date: '* Date is required',
    });
  });

  it('rejects dates that do not exist', () => {
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(validateDonation({ ...donation, date: '2026-13-01' }).date).toBe('* Date must be a valid date');
  });
});
