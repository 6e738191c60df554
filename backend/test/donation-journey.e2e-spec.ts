import { addDays, FULFILLED_THANKS_SUBJECT, formatDayMonth, JOURNEY_MESSAGES as M, JOURNEY_REASON_TEXTS, todayIn } from '@blood-donation/domain';
import { AuditEntryRecord } from '../src/audit-log/audit-entry.entity';
import { DonationJourney } from '../src/donation-journey/donation-journey.entity';
import { OutboxEmail } from '../src/mail/outbox-email.entity';
import { type Account, loginAs } from './support/accounts';
import { answer, approvedRequest, donor, type Donor, waveWorkerOf } from './support/ask-flows';
import { api, createDonation } from './support/donor-flows';
import { assignDriveStaff, createDrive, hoursFromNow, session } from './support/drive-flows';
import { TestSmtp, waitFor, workerOf } from './support/mail';
import { startTestServer, type TestServer } from './support/test-server';
import { expectValidationFailure } from './support/validation';

// Each notice goes through the outbox to a local mail server, on a busy machine.
jest.setTimeout(180_000);

/**
 * What the gift did (issue 24 point 4): the organisation's hospitals, a donation's journey recorded by an admin or
 * the staff of its drive, the donor's notice (only with their 'donation-journey' consent, once per donation and
 * status), GET /api/user/journey, and the thank-you of a fulfilled request to the donors who said yes.
 */
describe('donation journeys', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Account, moderator: Account, staff: Account, otherStaff: Account;
  let giver: Donor, quiet: Donor;
  let today: string, given: string;
  let giverDonation: number, quietDonation: number, laterDonation: number, walkIn: number;

  const journey = (who: Account, id: number, body: object) => api(server, who.accessToken).put(`/api/admin/donations/${id}/journey`, body);
  const noticesAbout = (donationId: number) => server.dataSource.getRepository(OutboxEmail).find({ where: { kind: 'donation-journey', aboutId: donationId }, order: { id: 'ASC' } });
  const delivered = async (to: string, fragment: string) => {
    await workerOf(server).runNow();
    return waitFor(() => smtp.received.find((email) => email.to.includes(to) && email.text.includes(fragment)), `the email to ${to} saying '${fragment}'`);
  };

  beforeAll(async () => {
    smtp = await TestSmtp.start();
    server = await startTestServer({ SMTP_URL: smtp.url });
    today = todayIn(server.settings.siteTimeZone);
    given = addDays(today, -10);
    admin = await loginAs(server, 'admin');
    moderator = await loginAs(server, 'moderator');
    const drive = await createDrive(server, admin.accessToken, [session(hoursFromNow(48), 2)]);
    const otherDrive = await createDrive(server, admin.accessToken, [session(hoursFromNow(72), 2)]);
    staff = await assignDriveStaff(server, admin.accessToken, drive, await loginAs(server, 'user'));
    otherStaff = await assignDriveStaff(server, admin.accessToken, otherDrive, await loginAs(server, 'user'));
    giver = await donor(server, { bloodGroup: 'O+', city: 'Nashik', available: false });
    quiet = await donor(server, { bloodGroup: 'B+', city: 'Nashik', available: false });
    giverDonation = (await createDonation(server, giver.accessToken, { date: given, bloodGroup: 'O+', event: { id: drive } })).id;
    laterDonation = (await createDonation(server, giver.accessToken, { date: addDays(today, -1), bloodGroup: 'O+' })).id;
    quietDonation = (await createDonation(server, quiet.accessToken, { date: given, bloodGroup: 'B+', event: { id: drive } })).id;
    walkIn = (await api(server, admin.accessToken).post('/api/admin/donorlist', { name: 'Walk In', bloodGroup: 'A+', units: 1, mobile: '9876500000', gender: 'Male', age: 40, city: 'Pune', address: 'Somewhere', date: given }).expect(201)).body.id;
    await api(server, giver.accessToken).put('/api/user/consents/donation-journey').expect(200);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  describe('hospitals', () => {
    it('lets admins add hospitals and refuses the same name twice, whatever its case', async () => {
      const { body } = await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'City Hospital', city: 'Pune' }).expect(201);
      expect(body).toEqual({ id: expect.any(Number), name: 'City Hospital', city: 'Pune' });
      await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'Ruby Hall Clinic', city: 'Pune' }).expect(201);
      const twice = await api(server, admin.accessToken).post('/api/admin/hospitals', { name: ' city hospital ', city: 'Nashik' }).expect(409);
      expect(twice.body).toMatchObject({ statusCode: 409, message: M.hospitalExists('City Hospital') });
      expectValidationFailure((await api(server, admin.accessToken).post('/api/admin/hospitals', { name: '', city: 'Pune' }).expect(400)).body, { name: [M.hospitalNameRequired] });
      expectValidationFailure((await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'X', city: 'Pune', beds: 40 }).expect(400)).body, { beds: ['property beds should not exist'] });
    });

    it('shows the list, by name, to admins and drive staff; only admins add; donors and moderators neither', async () => {
      const list = [
        { id: expect.any(Number), name: 'City Hospital', city: 'Pune' },
        { id: expect.any(Number), name: 'Ruby Hall Clinic', city: 'Pune' },
      ];
      expect((await api(server, admin.accessToken).get('/api/admin/hospitals').expect(200)).body).toEqual(list);
      expect((await api(server, staff.accessToken).get('/api/admin/hospitals').expect(200)).body).toEqual(list);
      await api(server, staff.accessToken).post('/api/admin/hospitals', { name: 'Staff Hospital', city: 'Pune' }).expect(403);
      await api(server, giver.accessToken).get('/api/admin/hospitals').expect(403);
      await api(server, moderator.accessToken).get('/api/admin/hospitals').expect(403);
      await api(server).get('/api/admin/hospitals').expect(401);
    });
  });

  describe('recording a journey', () => {
    it("emails the donor who gave the 'donation-journey' consent: 'Your donation of 12 March was sent to City Hospital on 20 March'", async () => {
      const sentOn = addDays(today, -2);
      const sentence = `Your donation of ${formatDayMonth(given)} was sent to City Hospital on ${formatDayMonth(sentOn)}`;
      const { body } = await journey(staff, giverDonation, { status: 'issued', hospital: 'city hospital', date: sentOn }).expect(200);
      expect(body).toEqual({ donationId: giverDonation, donationDate: given, status: 'issued', hospital: 'City Hospital', date: sentOn, reason: null, text: sentence });
      const email = await delivered(giver.email, sentence);
      expect(email.text).toContain(`Hello ${giver.username},`);
      expect((await noticesAbout(giverDonation)).map(({ to, subject, status }) => ({ to, subject, status }))).toEqual([{ to: giver.email, subject: sentence, status: 'sent' }]);
    });

    it('takes a correction to the same status without a second email; a new status emails again, in kind words', async () => {
      await journey(admin, giverDonation, { status: 'issued', hospital: 'Ruby Hall Clinic', date: addDays(today, -1) }).expect(200);
      expect(await noticesAbout(giverDonation)).toHaveLength(1);
      const stored = await server.dataSource.getRepository(DonationJourney).findOneByOrFail({ donationId: giverDonation });
      expect(stored).toMatchObject({ status: 'issued', date: addDays(today, -1), reason: null });

      const { body } = await journey(admin, giverDonation, { status: 'discarded', date: today, reason: 'expired' }).expect(200);
      expect(body).toMatchObject({ status: 'discarded', hospital: null, reason: 'expired', text: expect.stringContaining(JOURNEY_REASON_TEXTS.expired) });
      await delivered(giver.email, 'Blood keeps only a few weeks');
      expect((await noticesAbout(giverDonation)).map(({ subject }) => subject)).toEqual([expect.stringMatching(/^Your donation of/), 'What became of your donation']);
      // Back to issued: that status was told already.
      await journey(admin, giverDonation, { status: 'issued', hospital: 'City Hospital', date: today }).expect(200);
      expect(await noticesAbout(giverDonation)).toHaveLength(2);
    });

    it('emails nobody without the consent (nor a walk-in donor, who has no account), and stops once it is withdrawn', async () => {
      await journey(staff, quietDonation, { status: 'research', date: today, reason: 'research' }).expect(200);
      await journey(admin, walkIn, { status: 'issued', hospital: 'City Hospital', date: today }).expect(200);
      await api(server, giver.accessToken).delete('/api/user/consents/donation-journey').expect(200);
      await journey(admin, laterDonation, { status: 'issued', hospital: 'City Hospital', date: today }).expect(200);
      await workerOf(server).runNow();
      expect(await noticesAbout(quietDonation)).toEqual([]);
      expect(await noticesAbout(walkIn)).toEqual([]);
      expect(await noticesAbout(laterDonation)).toEqual([]);
      expect(smtp.received.filter((email) => email.to.includes(quiet.email))).toEqual([]);
      await api(server, giver.accessToken).put('/api/user/consents/donation-journey').expect(200);
    });

    it("refuses a hospital not on the organisation's list, naming hospital", async () => {
      const response = await journey(admin, laterDonation, { status: 'issued', hospital: 'Unknown Infirmary', date: today }).expect(400);
      expectValidationFailure(response.body, { hospital: [M.hospitalNotListed('Unknown Infirmary')] });
    });

    it('refuses unknown fields, so nothing about a patient can be stored by accident', async () => {
      const response = await journey(admin, laterDonation, { status: 'issued', hospital: 'City Hospital', date: today, patientName: 'Someone', ward: 4 }).expect(400);
      expectValidationFailure(response.body, { patientName: ['property patientName should not exist'], ward: ['property ward should not exist'] });
    });

    it('asks what each status needs: issued a hospital and no reason; research and discarded a reason of their own', async () => {
      expectValidationFailure((await journey(admin, laterDonation, { status: 'issued', date: today }).expect(400)).body, { hospital: [M.hospitalRequired] });
      expectValidationFailure((await journey(admin, laterDonation, { status: 'issued', hospital: 'City Hospital', date: today, reason: 'expired' }).expect(400)).body, {
        reason: [M.reasonNotForIssued],
      });
      expectValidationFailure((await journey(admin, laterDonation, { status: 'research', date: today }).expect(400)).body, { reason: [M.reasonRequired] });
      expectValidationFailure((await journey(admin, laterDonation, { status: 'research', date: today, reason: 'expired' }).expect(400)).body, {
        reason: [M.reasonInvalid(['research', 'quality-testing'])],
      });
      expectValidationFailure((await journey(admin, laterDonation, { status: 'discarded', hospital: 'City Hospital', date: today, reason: 'expired' }).expect(400)).body, {
        hospital: [M.hospitalNotForStatus],
      });
      expectValidationFailure((await journey(admin, laterDonation, { status: 'lost', date: today }).expect(400)).body, { status: [M.statusInvalid] });
    });

    it('takes a day from the donation to today (SITE_TIME_ZONE), written YYYY-MM-DD', async () => {
      const issued = (date: string) => journey(admin, giverDonation, { status: 'issued', hospital: 'City Hospital', date });
      expectValidationFailure((await issued(addDays(given, -1)).expect(400)).body, { date: [M.dateBeforeDonation(given)] });
      expectValidationFailure((await issued(addDays(today, 1)).expect(400)).body, { date: [M.dateInFuture] });
      expectValidationFailure((await issued('20/03/2027').expect(400)).body, { date: [M.dateInvalid] });
      await issued(given).expect(200);
      await issued(today).expect(200);
    });

    it('lets admins record any donation, drive staff only those given at a drive they staff; donors and moderators none', async () => {
      const body = { status: 'issued', hospital: 'City Hospital', date: today };
      await journey(otherStaff, giverDonation, body).expect(403);
      // A donation given at no drive (the donor's own record, a walk-in): admins only.
      expect((await journey(staff, laterDonation, body).expect(403)).body).toMatchObject({ message: M.notAssigned });
      await journey(staff, walkIn, body).expect(403);
      await journey(giver, giverDonation, body).expect(403);
      await journey(moderator, giverDonation, body).expect(403);
      await api(server).put(`/api/admin/donations/${giverDonation}/journey`, body).expect(401);
      await journey(staff, giverDonation, body).expect(200);
      await journey(admin, 999_999, body).expect(404);
      // Reading it back (to correct it): the same callers.
      const read = (who: Account, id: number) => api(server, who.accessToken).get(`/api/admin/donations/${id}/journey`);
      expect((await read(staff, giverDonation).expect(200)).body).toMatchObject({ donationId: giverDonation, donationDate: given, status: 'issued', hospital: 'City Hospital', date: today });
      await read(otherStaff, giverDonation).expect(403);
      await read(giver, giverDonation).expect(403);
      expect((await read(admin, walkIn).expect(200)).body).toMatchObject({ status: 'issued' });
      const none = (await createDonation(server, admin.accessToken, { date: given })).id;
      expect((await read(admin, none).expect(404)).body).toMatchObject({ message: M.noJourneyYet });
      await journey(admin, 0, body).expect(400);
    });

    it('records each write in the audit log, with who made it and the field names only', async () => {
      const entries = server.dataSource.getRepository(AuditEntryRecord);
      const before = await entries.countBy({ action: 'donation.journey' });
      await journey(staff, giverDonation, { status: 'issued', hospital: 'Ruby Hall Clinic', date: today }).expect(200);
      const [entry] = await entries.find({ where: { action: 'donation.journey' }, order: { id: 'DESC' }, take: 1 });
      expect(await entries.countBy({ action: 'donation.journey' })).toBe(before + 1);
      expect(entry).toMatchObject({ actorId: staff.id, actorRole: 'driveStaff', recordType: 'donation', recordId: String(giverDonation), fields: 'status,hospital,date' });
      expect(JSON.stringify(entry)).not.toContain('Ruby Hall');
      await api(server, admin.accessToken).post('/api/admin/hospitals', { name: 'Civil Hospital', city: 'Nashik' }).expect(201);
      expect(await entries.findOneBy({ action: 'hospital.create', actorId: admin.id })).toMatchObject({ recordType: 'hospital', fields: 'name,city' });
    });
  });

  it("GET /api/user/journey: each of the caller's donations, newest first, with its journey or none yet", async () => {
    const { body } = await api(server, giver.accessToken).get('/api/user/journey').expect(200);
    expect(body).toEqual([
      { donationId: laterDonation, donationDate: addDays(today, -1), status: 'issued', hospital: 'City Hospital', date: today, reason: null, text: `Your donation of ${formatDayMonth(addDays(today, -1))} was sent to City Hospital on ${formatDayMonth(today)}` },
      { donationId: giverDonation, donationDate: given, status: 'issued', hospital: 'Ruby Hall Clinic', date: today, reason: null, text: expect.stringContaining('Ruby Hall Clinic') },
    ]);
    const own = await createDonation(server, quiet.accessToken, { date: today, bloodGroup: 'B+' });
    const quietJourneys = (await api(server, quiet.accessToken).get('/api/user/journey').expect(200)).body;
    expect(quietJourneys[0]).toEqual({ donationId: own.id, donationDate: today, status: null, hospital: null, date: null, reason: null, text: null });
    expect(quietJourneys[1]).toMatchObject({ donationId: quietDonation, status: 'research', reason: 'research', text: expect.stringContaining(JOURNEY_REASON_TEXTS.research) });
    await api(server).get('/api/user/journey').expect(401);
  });

  it('thanks the donors who said yes, once, when the request they answered is fulfilled; nobody else', async () => {
    const requester = await donor(server, { bloodGroup: 'B-', city: 'Satara', available: false });
    const yes = await donor(server, { bloodGroup: 'AB+', city: 'Satara' });
    const no = await donor(server, { bloodGroup: 'AB+', city: 'Satara' });
    const silent = await donor(server, { bloodGroup: 'AB+', city: 'Satara' });
    const request = await approvedRequest(server, requester, admin, { bloodGroup: 'AB+', city: 'Satara', units: 1 });
    await waveWorkerOf(server).runNow();
    await answer(server, yes, request, { answer: 'yes' }).expect(200);
    await answer(server, no, request, { answer: 'no' }).expect(200);
    await api(server, requester.accessToken).put(`/api/blood-requests/${request}/fulfil`).expect(200);
    await api(server, admin.accessToken).put(`/api/blood-requests/${request}/fulfil`).expect(409);
    const email = await delivered(yes.email, 'The request you answered has been fulfilled');
    expect(email.text).toContain(`Hello ${yes.username},`);
    const thanks = await server.dataSource.getRepository(OutboxEmail).findBy({ kind: 'donor-thanks', aboutId: request });
    expect(thanks.map(({ to, subject }) => ({ to, subject }))).toEqual([{ to: yes.email, subject: FULFILLED_THANKS_SUBJECT }]);
    for (const other of [no, silent, requester]) expect(smtp.received.filter((one) => one.to.includes(other.email) && one.text.includes('fulfilled'))).toEqual([]);
  });
});
