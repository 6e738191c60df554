import request from 'supertest';
import { BloodRequest } from '../src/blood-requests/blood-request.entity';
import { Contact } from '../src/contacts/contact.entity';
import { Account, loginAs } from './support/accounts';
import { createBoardMember, PNG_1X1 } from './support/board-member-flows';
import { volunteerBody } from './support/content-flows';
import { api, createDonation, createEvent } from './support/donor-flows';
import { startTestServer, SUPER_ADMIN, TestServer } from './support/test-server';

/** The lines of a CSV body whose cells hold no line break. */
const lines = (text: string) => text.split('\r\n').slice(0, -1);

describe('admin CSV exports', () => {
  let server: TestServer;
  let admin: Account;
  let donor: Account;
  const csv = (resource: string, query: Record<string, string> = {}) =>
    request(server.url).get(`/api/admin/${resource}/export.csv`).query(query).auth(admin.accessToken, { type: 'bearer' });

  beforeAll(async () => {
    server = await startTestServer();
    admin = await loginAs(server, 'admin');
    donor = await loginAs(server, 'user');
    const contacts = server.dataSource.getRepository(Contact);
    const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute));
    await contacts.insert([
      { name: '=SUM(A1:A9)', email: 'a@example.com', subject: '+cmd', message: 'plain', createdAt: at(1) },
      { name: '-2', email: '@b@example.com', subject: 'Say "hi", please', message: 'line one\nline two', createdAt: at(2) },
      { name: 'Plain Name', email: 'c@example.com', subject: 'Drive', message: 'a,b', createdAt: at(3), reply: 'Done', repliedAt: at(4), replyStatus: 'sent' },
    ]);
    const event = await createEvent(server, admin.accessToken, { name: 'Spring Drive', dateTime: '2026-03-15T09:00:00.000Z' });
    await createEvent(server, admin.accessToken, { name: 'Autumn Drive', dateTime: '2026-10-15T09:00:00.000Z' });
    await createDonation(server, donor.accessToken, { name: 'Asha Patil', event: { id: event.id } });
    await createDonation(server, admin.accessToken, { name: 'Walk In', bloodGroup: 'A+', date: '2026-10-02' });
    const requests = server.dataSource.getRepository(BloodRequest);
    for (const [name, status] of [['Ravi', 'Pending'], ['Meena', 'Approved'], ['@Karan', 'Rejected']] as const) {
      await requests.save(requests.create({ name, email: 'r@example.com', bloodGroup: 'B+', units: 2, mobile: '9876543210', gender: 'Male', age: 40, disease: '', status, message: null, userId: donor.id }));
    }
    await api(server, donor.accessToken).post('/api/volunteers/register', volunteerBody({ event: { id: event.id } })).expect(201);
    await api(server, donor.accessToken).post('/api/volunteers/register', volunteerBody({ firstName: 'Ravi', email: 'ravi@example.com' })).expect(201);
  });
  afterAll(() => server.close());

  it('sends contacts as an RFC 4180 attachment, formula-looking cells defused', async () => {
    const response = await csv('contacts', { sort: '["createdAt","ASC"]' }).expect(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="contacts.csv"');
    const createdAt = (minute: number) => new Date(Date.UTC(2025, 0, 1, 0, minute)).toISOString();
    expect(response.text).toBe(
      [
        'id,name,email,subject,message,createdAt,reply,repliedAt,replyStatus',
        `1,'=SUM(A1:A9),a@example.com,'+cmd,plain,${createdAt(1)},,,`,
        `2,'-2,'@b@example.com,"Say ""hi"", please","line one\nline two",${createdAt(2)},,,`,
        `3,Plain Name,c@example.com,Drive,"a,b",${createdAt(3)},Done,${createdAt(4)},sent`,
        '',
      ].join('\r\n'),
    );
  });

  it('uses the sort and filter of the list, and ignores a range', async () => {
    const answered = await csv('contacts', { filter: '{"answered":true}' }).expect(200);
    expect(lines(answered.text)).toHaveLength(2);
    expect(lines(answered.text)[1]).toMatch(/^3,Plain Name,/);
    const newestFirst = await csv('contacts', { range: '[0,0]' }).expect(200);
    expect(lines(newestFirst.text).map((line) => line.split(',')[0]).slice(0, 2)).toEqual(['id', '3']);
    const empty = await csv('contacts', { filter: '{"q":"nobody"}' }).expect(200);
    expect(empty.text).toBe('id,name,email,subject,message,createdAt,reply,repliedAt,replyStatus\r\n');
  });

  it.each([
    ['contacts', 'filter', '{"answered":"perhaps"}'],
    ['users', 'sort', '["passwordHash","ASC"]'],
    ['bloodRequests', 'filter', '{"status":"Lost"}'],
    ['donorlist', 'filter', 'not json'],
    ['events', 'filter', '{"month":13}'],
    ['volunteers', 'sort', '["dob","ASC"]'],
  ])('%s: rejects %s=%s with a 400 naming it', async (resource, parameter, value) => {
    expect(Object.keys((await csv(resource, { [parameter]: value }).expect(400)).body.errors)).toEqual([parameter]);
  });

  it('exports users without password hashes', async () => {
    const response = await csv('users', { sort: '["id","ASC"]' }).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="users.csv"');
    const [header, first, ...rest] = lines(response.text);
    expect(header).toBe('id,username,email,age,bloodGroup,gender,mobile,role,createdAt');
    expect(first).toMatch(new RegExp(`^1,${SUPER_ADMIN.username},${SUPER_ADMIN.email},.*,superAdmin,\\d{4}-`));
    expect(rest).toHaveLength(2);
    expect(response.text).not.toMatch(/\$2[aby]\$/);
    expect(lines((await csv('users', { filter: JSON.stringify({ q: donor.email }) }).expect(200)).text)).toHaveLength(2);
  });

  it('exports blood requests, filtered by status, with an @ name defused', async () => {
    const response = await csv('bloodRequests', { sort: '["name","ASC"]' }).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="bloodRequests.csv"');
    const [header, ...rows] = lines(response.text);
    expect(header).toBe('id,name,email,bloodGroup,units,mobile,gender,age,disease,city,hospital,neededBy,urgent,status,message,createdAt,updatedAt');
    expect(rows.map((row) => row.split(',')[1])).toEqual(["'@Karan", 'Meena', 'Ravi']);
    const pending = lines((await csv('bloodRequests', { filter: '{"status":"Pending"}' }).expect(200)).text);
    expect(pending).toHaveLength(2);
    expect(pending[1]).toMatch(/,Ravi,r@example.com,B\+,2,9876543210,Male,40,,,,,,Pending,,/);
  });

  it("exports donations with the donor's email and the event name", async () => {
    const response = await csv('donorlist', { sort: '["name","ASC"]' }).expect(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="donorlist.csv"');
    const [header, asha, walkIn] = lines(response.text);
    expect(header).toBe('id,name,email,bloodGroup,units,mobile,gender,age,city,address,date,event,createdAt');
    expect(asha).toMatch(new RegExp(`^\\d+,Asha Patil,${donor.email},O-,1,9876543210,Female,29,Pune,"1 Main Road, Shivajinagar",2026-11-01,Spring Drive,`));
    expect(walkIn).toMatch(/^\d+,Walk In,,A\+,1,9876543210,Female,29,Pune,"1 Main Road, Shivajinagar",2026-10-02,,/);
    expect(lines((await csv('donorlist', { filter: '{"bloodGroup":"A+"}' }).expect(200)).text)).toHaveLength(2);
  });

  it('exports events and volunteers with their filters', async () => {
    const events = await csv('events', { sort: '["dateTime","ASC"]' }).expect(200);
    expect(events.headers['content-disposition']).toBe('attachment; filename="events.csv"');
    const [header, spring, autumn] = lines(events.text);
    expect(header).toBe('id,name,dateTime,location,organizer,description');
    expect(spring).toMatch(/^\d+,Spring Drive,2026-03-15T09:00:00.000Z,"Town Hall, Pune",Red Cross Pune,Walk in between 9:30 and 16:00.$/);
    expect(autumn).toMatch(/,Autumn Drive,/);
    expect(lines((await csv('events', { filter: '{"month":10}' }).expect(200)).text).slice(1).map((line) => line.split(',')[1])).toEqual(['Autumn Drive']);

    const volunteers = await csv('volunteers', { sort: '["id","ASC"]' }).expect(200);
    expect(volunteers.headers['content-disposition']).toBe('attachment; filename="volunteers.csv"');
    const [vHeader, first, second] = lines(volunteers.text);
    expect(vHeader).toBe('id,firstName,lastName,email,phone,dob,gender,address,city,state,zipCode,message,event,createdAt');
    expect(first).toMatch(/^\d+,Asha,Patil,asha@example.com,9876543210,1995-04-12,Female,"1 Main Road, Shivajinagar",Pune,Maharashtra,411005,I can help at the registration desk.,Spring Drive,/);
    expect(second).toMatch(/^\d+,Ravi,Patil,ravi@example.com,.*,,\d{4}-/);
    expect(lines((await csv('volunteers', { filter: '{"q":"ravi@"}' }).expect(200)).text)).toHaveLength(2);
  });

  it('exports board members with teams joined, has_photo and createdAt, filtered by q', async () => {
    const priya = await createBoardMember(server, admin.accessToken, { full_name: 'Priya Nair', description: '=cmd, "quoted"' });
    await createBoardMember(server, admin.accessToken, { full_name: 'Arjun Rao', linkedin_url: null, github_url: null, teams: ['design'] });
    await request(server.url).put(`/api/admin/board-members/${priya._id}/photo`).auth(admin.accessToken, { type: 'bearer' }).attach('photo', PNG_1X1, 'x.png').expect(200);

    const members = await csv('board-members', { sort: '["full_name","ASC"]', range: '[0,0]' }).expect(200);
    expect(members.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(members.headers['content-disposition']).toBe('attachment; filename="board-members.csv"');
    const [header, arjun, nair] = lines(members.text);
    expect(header).toBe('_id,full_name,description,linkedin_url,twitter_url,github_url,teams,has_photo,createdAt');
    expect(arjun).toMatch(/^[0-9a-f-]{36},Arjun Rao,Leads the open-source team.,,,,design,false,\d{4}-\d{2}-\d{2}T[\d:.]+Z$/);
    expect(nair).toMatch(new RegExp(`^${priya._id},Priya Nair,"'=cmd, ""quoted""",https://www.linkedin.com/in/priya,,https://github.com/priya,"open-source, design",true,\\d{4}-`));
    expect(lines((await csv('board-members', { filter: '{"q":"rao"}' }).expect(200)).text).slice(1).map((line) => line.split(',')[1])).toEqual(['Arjun Rao']);
    await csv('board-members', { sort: '["teams","ASC"]' }).expect(400);
    await request(server.url).get('/api/admin/board-members/export.csv').auth(donor.accessToken, { type: 'bearer' }).expect(403);
  });
});
