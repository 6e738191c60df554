import { Buffer } from 'node:buffer';
import { accessTokenFor, createBloodRequest, recordDonation, registerDonor } from './support/api';
import { actOnceHydrated, expect, test } from './support/fixtures';
import { AUTH_STATE, BASE_URL } from './support/product';
import { approveInPanel, expectToast } from './support/ui';

test.describe('the admin panel', () => {
  test.use({ storageState: AUTH_STATE.admin });

  test('an admin approves a request a donor made, and the donor sees Approved', async ({ page, browser, request }) => {
    const donor = await registerDonor(request, 'approval-donor');
    const token = await accessTokenFor(request, donor.email, donor.password);
    const patient = `Panel Patient ${Date.now()}`;
    await createBloodRequest(request, token, { name: patient });

    await page.goto('/bloodRequests');
    await page.getByRole('textbox', { name: 'Search by name, blood group or mobile' }).fill(patient);
    await approveInPanel(page, patient);
    await expectToast(page, 'Request approved successfully!');
    await expect(page.getByRole('row', { name: new RegExp(patient) })).toContainText('Approved');

    const donorContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const donorPage = actOnceHydrated(await donorContext.newPage());
    await donorPage.goto(`${BASE_URL}/`);
    await donorPage.evaluate((session) => {
      localStorage.setItem('jwtToken', session.token);
      localStorage.setItem('Roles', 'user');
      localStorage.setItem('LoggedIn', 'true');
    }, { token });
    await donorPage.goto(`${BASE_URL}/requestHistory`);
    await expect(donorPage.getByRole('row', { name: new RegExp(patient) })).toContainText('Approved');
    await donorContext.close();
  });

  test('an admin changes a user\'s role', async ({ page, request }) => {
    const donor = await registerDonor(request, 'role-donor');
    await page.goto('/users');
    await page.getByRole('textbox', { name: 'Search by username or email' }).fill(donor.email);
    await page.getByRole('button', { name: `Edit role of ${donor.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Update User Role' });
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'volunteer' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'User role updated successfully!');
    await expect(page.getByRole('row', { name: new RegExp(donor.email.replace(/[.+]/g, '\\$&')) })).toContainText('volunteer');
  });

  test('the Donors screen shows when a donor who gave yesterday may give again (US rules: 56 days)', async ({ page, request }) => {
    const donor = await registerDonor(request, 'eligibility-donor');
    const name = `Recent Giver ${Date.now()}`;
    const yesterday = new Date(Date.now() - 86_400_000);
    await recordDonation(request, await accessTokenFor(request, donor.email, donor.password), { name, date: yesterday.toISOString().slice(0, 10) });
    // The site's day is UTC's; the panel writes a day as the browser's locale (en-US) does.
    const nextDay = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate() + 56));
    const written = nextDay.toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

    await page.goto('/donorlist');
    await page.getByRole('textbox', { name: 'Search Users' }).fill(name);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(`Can donate from ${written}`);
  });

  test('an admin creates, edits and deletes an event and the public /events page follows', async ({ page, browser }) => {
    const name = `Admin Drive ${Date.now()}`;
    const visitor = actOnceHydrated(await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage());
    const upcoming = () => visitor.getByRole('region', { name: 'Upcoming events' });

    await page.goto('/create-event');
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: /Event Name/ }).fill(name);
    await main.getByRole('textbox', { name: /Location/ }).fill('Civic Centre');
    await main.getByLabel(/Date and Time/).fill(`${new Date().getFullYear() + 1}-02-10T10:00`);
    await main.getByRole('textbox', { name: /Organizer/ }).fill('Admin Team');
    await main.getByRole('button', { name: 'Create Event' }).click();
    await expectToast(page, 'Event created successfully!');
    await visitor.goto(`${BASE_URL}/events`);
    await expect(upcoming().getByText(name)).toBeAttached();

    await page.goto('/manage-events');
    await page.getByPlaceholder('Search events...').fill(name);
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Event' });
    await edit.getByRole('textbox', { name: /Location/ }).fill('Riverside Park');
    await edit.getByRole('textbox', { name: /Description/ }).fill('Moved to the park.');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Event updated successfully!');
    await visitor.reload();
    await expect(upcoming()).toContainText('Riverside Park');

    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Event' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Event deleted successfully!');
    await visitor.reload();
    await expect(upcoming().getByText(name)).toHaveCount(0);
    await visitor.context().close();
  });

  test('an admin replies to a contact message and deletes it', async ({ page, browser }) => {
    const name = `Asker ${Date.now()}`;
    const visitor = actOnceHydrated(await (await browser.newContext({ storageState: { cookies: [], origins: [] } })).newPage());
    await visitor.goto(`${BASE_URL}/contact-us`);
    const form = visitor.getByRole('main');
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill('asker@e2e.test');
    await form.getByLabel('Subject').fill('Opening hours');
    await form.getByLabel('Message').fill('Are you open on Sundays?');
    await form.getByRole('button', { name: /^Submit/ }).click();
    await expect(visitor.getByText("Thank you for your message! We'll get back to you soon.")).toBeVisible();
    await visitor.context().close();

    await page.goto('/contacts');
    await page.getByRole('button', { name: `Reply to ${name}` }).click();
    const reply = page.getByRole('dialog', { name: `Reply to ${name}` });
    await reply.getByRole('textbox', { name: /Reply/ }).fill('Yes, from 9:30am to 12:00pm.');
    await reply.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Answered', { exact: false }).first()).toBeVisible();

    await page.getByRole('button', { name: `Delete contact from ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete Contact' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Contact deleted successfully.');
    await expect(page.getByRole('button', { name: `Reply to ${name}` })).toHaveCount(0);
  });

  test('an admin deletes a volunteer', async ({ page, request }) => {
    const donor = await registerDonor(request, 'volunteer-donor');
    const token = await accessTokenFor(request, donor.email, donor.password);
    const lastName = `Volunteer${Date.now()}`;
    const created = await request.post(`${BASE_URL}/api/volunteers/register`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { firstName: 'Ravi', lastName, dob: '1990-01-01', gender: 'Male', phone: '9876543210', email: donor.email, address: '1 Road', city: 'Pune', state: 'MH', zipCode: '411001', message: 'Happy to help.' },
    });
    expect(created.status()).toBe(201);

    await page.goto('/volunteers');
    await page.getByRole('textbox', { name: 'Search by first name, last name, email or phone' }).fill(lastName);
    await page.getByRole('button', { name: `Delete Ravi ${lastName}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(confirm.getByText('Are you sure you want to delete this volunteer?')).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Volunteer deleted successfully.');
    await expect(page.getByRole('button', { name: `Delete Ravi ${lastName}` })).toHaveCount(0);
  });

  test('an admin adds a board member with a photo that the about-us page shows', async ({ page }) => {
    const name = `Board Person ${Date.now()}`;
    await page.goto('/teams');
    await page.getByRole('button', { name: 'Add Member' }).click();
    const add = page.getByRole('dialog', { name: 'Add Board Member' });
    await add.getByRole('textbox', { name: /Full Name/ }).fill(name);
    await add.getByRole('textbox', { name: /Description/ }).fill('Keeps our drives running.');
    await add.getByRole('combobox', { name: /Teams/ }).click();
    await page.getByRole('option', { name: 'design' }).click();
    await page.keyboard.press('Escape');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();

    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Board Member' });
    await edit.getByLabel('Upload photo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') });
    await expect(page.getByRole('img', { name, exact: true }).first()).toBeVisible();

    await page.goto(`${BASE_URL}/about-us`);
    await expect(page.getByRole('region', { name: 'Board Members' }).getByRole('img', { name })).toBeVisible();
  });
});
