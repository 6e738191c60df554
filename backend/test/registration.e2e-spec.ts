import { REGISTRATION_MESSAGES as M } from '@blood-donation/domain';
import request from 'supertest';
import { User } from '../src/users/user.entity';
import { newDonor } from './support/accounts';
import { startTestServer, TestServer } from './support/test-server';

describe('POST /api/user/register', () => {
  let server: TestServer;
  const register = (body: object) => request(server.url).post('/api/user/register').send(body);

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('creates a user account and answers 200 with the spec message', async () => {
    const donor = newDonor({ role: undefined });
    const response = await register(donor).expect(200);
    expect(response.body).toEqual({ message: 'Registration Successful', email: donor.email, username: donor.username });
    const stored = await server.dataSource.getRepository(User).findOneByOrFail({ email: donor.email });
    expect(stored).toMatchObject({ username: donor.username, age: 30, bloodGroup: 'O+', gender: 'female', mobile: '9876543210', role: 'user' });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('never takes the role from the body', async () => {
    const response = await register({ ...newDonor(), role: 'superAdmin' }).expect(400);
    expect(response.body.errors).toEqual({ role: ['property role should not exist'] });
  });

  it('trims and lower-cases the email, and treats another case as the same account', async () => {
    const donor = newDonor();
    const response = await register({ ...donor, email: `  ${donor.email.toUpperCase()} ` }).expect(200);
    expect(response.body.email).toBe(donor.email);
    const again = await register({ ...newDonor(), email: donor.email.toUpperCase() }).expect(409);
    expect(again.body).toEqual({ statusCode: 409, error: 'Conflict', message: 'An account with this email already exists.' });
  });

  it('reports only the required message of every missing field, all at once', async () => {
    const response = await register({}).expect(400);
    const required = {
      username: [M.usernameRequired],
      email: [M.emailRequired],
      age: [M.ageRequired],
      bloodGroup: [M.bloodGroupRequired],
      gender: [M.genderRequired],
      mobile: [M.mobileRequired],
      password: [M.passwordRequired],
      confirmPassword: [M.confirmPasswordRequired],
    };
    expect(response.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      errorCode: 'VALIDATION_ERROR',
      errors: required,
      message: Object.values(required).flat().join(', '),
    });
  });

  it('treats blank text as missing', async () => {
    const response = await register(newDonor({ username: '   ', mobile: '' })).expect(400);
    expect(response.body.errors).toEqual({ username: [M.usernameRequired], mobile: [M.mobileRequired] });
  });

  it.each([
    ['username', 'al', M.usernameMin],
    ['username', 'x'.repeat(51), M.usernameMax],
    ['email', 'alice@', M.emailInvalid],
    ['email', 'alice @example.com', M.emailInvalid],
    ['age', 17, M.ageMin],
    ['age', 121, M.ageMax],
    ['age', 30.5, M.ageWhole],
    ['age', '30', M.ageWhole],
    ['bloodGroup', 'C+', M.bloodGroupInvalid],
    ['gender', 'Male', M.genderInvalid],
    ['mobile', '12345', M.mobileDigits],
    ['mobile', '98765432ab', M.mobileDigits],
    ['password', '12345', M.passwordMin],
    ['password', 'p'.repeat(73), M.passwordMax],
  ])('rejects %s = %p with "%s"', async (field, value, message) => {
    const body = newDonor({ [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) });
    const response = await register(body).expect(400);
    expect(response.body.errors).toEqual({ [field]: [message] });
    expect(response.body.message).toBe(message);
  });

  it('requires matching passwords', async () => {
    const response = await register(newDonor({ confirmPassword: 'other12' })).expect(400);
    expect(response.body.errors).toEqual({ confirmPassword: [M.passwordsMatch] });
  });

  it('accepts every blood group and registration gender', async () => {
    for (const [bloodGroup, gender] of [['AB-', 'male'], ['A+', 'other'], ['O-', 'female']]) {
      await register(newDonor({ bloodGroup, gender })).expect(200);
    }
  });
});
