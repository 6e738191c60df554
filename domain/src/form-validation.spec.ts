import { LOGIN_MESSAGES, REGISTRATION_MESSAGES } from './messages';
import { loginSchema, registrationSchema } from './schemas/account';
import { firstErrorPerField } from './schemas/field-errors';

/** What the registration and login forms show: each field's first message from the API's schema. */
const validateRegistration = (values: Record<string, unknown>) => firstErrorPerField<string>(registrationSchema, values);
const validateLogin = (values: Record<string, unknown>) => firstErrorPerField<string>(loginSchema, values);

const valid = {
  username: 'alice',
  email: 'alice@example.com',
  age: 30,
  bloodGroup: 'O+',
  gender: 'female',
  mobile: '9876543210',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('validateRegistration', () => {
  it('accepts valid values', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('reports every required field at once', () => {
    const blank = Object.fromEntries(Object.keys(valid).map((key) => [key, ''])) as unknown as typeof valid;
    expect(validateRegistration(blank)).toEqual({
      username: REGISTRATION_MESSAGES.usernameRequired,
      email: REGISTRATION_MESSAGES.emailRequired,
      age: REGISTRATION_MESSAGES.ageRequired,
      bloodGroup: REGISTRATION_MESSAGES.bloodGroupRequired,
      gender: REGISTRATION_MESSAGES.genderRequired,
      mobile: REGISTRATION_MESSAGES.mobileRequired,
      password: REGISTRATION_MESSAGES.passwordRequired,
      confirmPassword: REGISTRATION_MESSAGES.confirmPasswordRequired,
    });
  });

  it.each([
    ['username', 'al', 'Username must be at least 3 characters'],
    ['email', 'alice@', 'Invalid email'],
    ['age', 17, 'You must be at least 18 years old'],
    ['mobile', '12345', 'Mobile number must be 10 digits'],
    ['password', '12345', 'Password must be at least 6 characters'],
  ])('rejects %s=%p with %p', (field, value, message) => {
    const values = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(validateRegistration(values)[field]).toBe(message);
  });

  it('requires matching passwords', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'other12' }).confirmPassword).toBe('Passwords must match');
  });
});

describe('validateLogin', () => {
  it('uses the login messages', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: LOGIN_MESSAGES.emailRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
    expect(validateLogin({ email: 'x', password: 'p' })).toEqual({ email: 'Invalid email address' });
  });
});
