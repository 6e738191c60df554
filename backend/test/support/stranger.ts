import { PasskeyCredential } from '../../src/passkeys/passkey.entity';
import { addPasskey, authenticatorFor } from './passkey-flows';
import { addDays, type PersonalRecordName, todayIn } from '@blood-donation/domain';
import { Contact } from '../../src/contacts/contact.entity';
import { DonorAsk } from '../../src/donor-asks/donor-ask.entity';
import { OutboxEmail } from '../../src/mail/outbox-email.entity';
import { PasswordResetService } from '../../src/password-reset/password-reset.service';
import { User } from '../../src/users/user.entity';
import { type Account, login, loginAs, register } from './accounts';
import { runWavesIn } from './ask-flows';
import { altchaToken } from './captcha';
import { volunteerBody } from './content-flows';
import { api, createBloodRequest, createDonation, createEvent } from './donor-flows';
import { createBoardMember, PNG_1X1 } from './board-member-flows';
import type { TestServer } from './test-server';

/**
 * One donor, "the stranger", with a record of every kind, each personal field holding a value found nowhere else,
 * so that an answer holding one of them shows that field. Keyed by record and field (its first name in
 * domain/src/privacy/personal-fields.ts); fields whose values cannot be told apart (ages, genders, flags) are left to
 * the field-name check.
 */
export const STRANGER = {
  account: { username: 'oswinzed', email: 'oswin.zed@example.org', mobile: '9000011111', password: 'Secret-Oswin-77' },
  availability: { city: 'Quillmoor' },
  pushSubscription: {
    endpoint: 'https://push.quillmoor-push.example/send/oswin-zed-device-7731',
    p256dh: 'BB3wGB5rYHxqK9pBM62cvuW9SiJbT9IrSlsoD6VdEb5tMS7pXjcpsPF7RzhAW158iQXoUVil7ZIFtvXV2Oy0STs',
    auth: 'X7PfDwLpqK5oNGq9awFXHw',
  },
  passkey: { name: 'Oswin garden key' },
  donation: { name: 'Oswin Donorname', mobile: '9000022222', city: 'Varrowdale', address: '12 Thistlewick Lane', date: '2019-03-14' },
  donationJourney: { hospital: 'Quellingford Infirmary', date: '2019-03-21' },
  bloodRequest: {
    name: 'Perpetua Zed',
    mobile: '+91 9000033333',
    email: 'perpetua.request@example.org',
    disease: 'Grellish fever',
    city: 'Brackenholt',
    hospital: 'Saint Wexley Infirmary',
    neededBy: '2031-02-17',
    message: 'Crossmatch booked for Tuesday',
  },
  volunteerSignUp: {
    firstName: 'Ysolde',
    lastName: 'Brannigast',
    dob: '1961-07-23',
    phone: '9000044444',
    email: 'ysolde.volunteer@example.org',
    address: '4 Heronsgate Close',
    city: 'Ormskirkby',
    state: 'Fenmarch',
    zipCode: 'QZ-7W9X',
    message: 'I can carry the cool boxes',
  },
  contactMessage: {
    name: 'Tamsin Oddfellow',
    email: 'tamsin.contact@example.org',
    subject: 'Drive at the Guildhall',
    message: 'Could the Guildhall host a drive in spring',
    reply: 'We would love to come in April',
  },
  newsletter: { email: 'oswin.zed@example.org' },
} as const satisfies Partial<Record<PersonalRecordName, Record<string, string>>>;

/** The values kept only as hashes or sent only by email: read back from the database once seeded. */
export interface HiddenValues {
  passwordHash: string;
  resetToken: string;
  /** The stranger's passkey's credential id and public key (base64url), as the server keeps them. */
  passkeyCredentialId: string;
  passkeyPublicKey: string;
}

/** Everyone the field-audience test calls as, and the ids its endpoints' paths take. */
export interface Seeded {
  stranger: Account;
  /** Asked about the stranger's request, said no; the stranger said no to theirs. */
  user: Account;
  /** Said yes to the stranger's request; the stranger said yes to theirs. */
  matched: Account;
  volunteer: Account;
  moderator: Account;
  admin: Account;
  superAdmin: Account;
  /** Owns the team the stranger joined (the stranger is not shown on its page). */
  teamOwner: Account;
  ids: { account: number; donation: number; bloodRequest: number; matchedRequest: number; volunteerSignUp: number; contact: number; event: number; boardMember: string; team: string };
  hidden: HiddenValues;
  /**
   * The day the stranger may give again, from a donation given yesterday (so it moves with the day the test runs):
   * their dashboard shows it (availability.nextEligibleDate), and so does each donation of theirs on the admin's
   * donor list (donation.nextEligibleDate).
   */
  nextEligibleDate: string;
}

const { account, availability, donation, donationJourney, bloodRequest, volunteerSignUp, contactMessage } = STRANGER;

/** Registers everyone, and gives the stranger a record of every kind (and the asks both ways) through the API. */
export async function seedStranger(server: TestServer): Promise<Seeded> {
  const [admin, superAdmin, moderator, volunteer, user, matched, teamOwner] = [
    await loginAs(server, 'admin'),
    await loginAs(server, 'superAdmin'),
    await loginAs(server, 'moderator'),
    await loginAs(server, 'volunteer'),
    await loginAs(server, 'user'),
    await loginAs(server, 'user'),
    await loginAs(server, 'user'),
  ];
  const { password } = await register(server, { ...account, age: 52, bloodGroup: 'O-', bloodgroup: 'o-', gender: 'male', confirmPassword: account.password });
  const stranger = { ...(await login(server, account.email, password)), email: account.email, id: (await server.dataSource.getRepository(User).findOneByOrFail({ email: account.email })).id };
  const as = (who: Account) => api(server, who.accessToken);

  const event = await createEvent(server, admin.accessToken);
  const boardMember = (await createBoardMember(server, admin.accessToken))._id;
  await as(admin).put(`/api/admin/board-members/${boardMember}/photo`).attach('photo', PNG_1X1, 'x.png').expect(200);

  const gift = await createDonation(server, stranger.accessToken, { ...donation, bloodGroup: 'O-', gender: 'Male', age: 52, event: { id: event.id } });
  await createDonation(server, stranger.accessToken, { ...donation, date: addDays(todayIn(server.settings.siteTimeZone), -1), bloodGroup: 'O-', gender: 'Male', age: 52 });
  // What became of it: issued to a hospital of the organisation's list (organisation data; the journey is the stranger's).
  await as(admin).post('/api/admin/hospitals').send({ name: donationJourney.hospital, city: 'Pune' }).expect(201);
  await as(admin).put(`/api/admin/donations/${gift.id}/journey`).send({ status: 'issued', ...donationJourney }).expect(200);
  const { nextEligibleDate } = (await as(stranger).get('/api/user/eligibility').expect(200)).body as { nextEligibleDate: string };
  const own = await createBloodRequest(server, stranger.accessToken, { ...bloodRequest, message: undefined, bloodGroup: 'B+', gender: 'Female', age: 71, units: 2, urgent: true });
  // The requests the stranger is asked about name the city the stranger is available in, spelled otherwise: the
  // matching ignores case, and the stranger's own spelling stays the stranger's alone.
  const matchedRequest = await createBloodRequest(server, matched.accessToken, { name: 'Matched Requester', mobile: '9111111111', city: 'quillmoor', bloodGroup: 'A+' });
  const userRequest = await createBloodRequest(server, user.accessToken, { name: 'Plain Requester', mobile: '9222222222', city: 'QUILLMOOR', bloodGroup: 'A+' });
  await as(admin).put(`/api/blood-requests/${own.id}/approve`).send({ message: bloodRequest.message }).expect(200);
  for (const { id } of [matchedRequest, userRequest]) await as(admin).put(`/api/blood-requests/${id}/approve`).expect(200);
  // The first waves ask nobody (no one is available yet); the asks below are then the only ones.
  await runWavesIn(server, 0);
  await as(stranger).put('/api/user/availability').send({ available: true, city: availability.city }).expect(200);
  const asked = (bloodRequestId: number, who: Account) => ({ bloodRequestId, userId: who.id, askedAt: new Date(), answer: null, answeredAt: null });
  await server.dataSource.getRepository(DonorAsk).insert([asked(own.id, user), asked(own.id, matched), asked(matchedRequest.id, stranger), asked(userRequest.id, stranger)]);
  const answer = (who: Account, id: number, yes: 'yes' | 'no') => as(who).post(`/api/blood-requests/${id}/responses`).send({ answer: yes }).expect(200);
  await answer(user, own.id, 'no');
  await answer(matched, own.id, 'yes');
  await answer(stranger, matchedRequest.id, 'yes');
  await answer(stranger, userRequest.id, 'no');

  // A team the stranger joined (hidden on its page, as by default), and one the stranger owns.
  const team = (await as(teamOwner).post('/api/teams').send({ name: 'Guildhall donors', kind: 'workplace' }).expect(201)).body as { slug: string; joinCode: string };
  await as(stranger).post('/api/teams/join').send({ joinCode: team.joinCode }).expect(201);
  await as(stranger).post('/api/teams').send({ name: 'Larkspur runners', kind: 'community' }).expect(201);

  const signUp = await as(stranger).post('/api/volunteers/register').send(volunteerBody({ ...volunteerSignUp, gender: 'Female', event: { id: event.id } })).expect(201);
  await as(volunteer).post('/api/volunteers/register').send(volunteerBody()).expect(201);
  const { reply, ...contactFields } = contactMessage;
  await api(server).post('/api/contact-us').send({ ...contactFields, captchaToken: await altchaToken(server) }).expect(200);
  const contact = await server.dataSource.getRepository(Contact).findOneByOrFail({ email: contactMessage.email });
  await as(admin).post(`/api/admin/contacts/${contact.id}/reply`).send({ message: reply }).expect(200);
  const { endpoint, p256dh, auth } = STRANGER.pushSubscription;
  await as(stranger).post('/api/user/push-subscriptions').send({ endpoint, expirationTime: null, keys: { p256dh, auth } }).expect(201);
  await addPasskey(server, stranger.accessToken, authenticatorFor(server), STRANGER.passkey.name);
  await api(server).post('/api/newsletter/subscribe').send({ email: STRANGER.newsletter.email }).expect(200);
  await api(server).post('/api/auth/forgot-password').send({ email: account.email, captchaToken: await altchaToken(server) }).expect(202);
  // The link is made and queued right after the answer.
  await server.app.get(PasswordResetService).settled();

  return {
    stranger,
    user,
    matched,
    volunteer,
    moderator,
    admin,
    superAdmin,
    teamOwner,
    ids: { account: stranger.id, donation: gift.id, bloodRequest: own.id, matchedRequest: matchedRequest.id, volunteerSignUp: signUp.body.id, contact: contact.id, event: event.id, boardMember, team: team.slug },
    hidden: await hiddenValues(server),
    nextEligibleDate,
  };
}

async function hiddenValues(server: TestServer): Promise<HiddenValues> {
  const { passwordHash } = await server.dataSource.getRepository(User).findOneByOrFail({ email: account.email });
  const email = await server.dataSource.getRepository(OutboxEmail).findOneByOrFail({ to: account.email, kind: 'password-reset' });
  const resetToken = /token=([^\s&]+)/.exec(email.text)?.[1];
  if (!resetToken) throw new Error('no reset link in the password reset email');
  const passkey = await server.dataSource.getRepository(PasskeyCredential).findOneByOrFail({ name: STRANGER.passkey.name });
  return { passwordHash, resetToken, passkeyCredentialId: passkey.credentialId, passkeyPublicKey: passkey.publicKey };
}
