import { DEFAULT_RETENTION_DAYS, PERSONAL_RECORDS } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/test-utils';

async function open(path: string, heading: string) {
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: heading });
  expect(document.title).toBe(`${heading} | Blood Donation`);
  return view;
}

describe('FAQ page', () => {
  it('is an accordion of buttons controlling their answer regions', async () => {
    const { user } = await open('/faqs', 'Frequently Asked Questions');
    const main = within(screen.getByRole('main'));
    const buttons = main.getAllByRole('button');
    expect(buttons.length).toBeGreaterThanOrEqual(7);
    const [first, second] = buttons;
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(second.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).not.toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(main.getByRole('region', { name: second.textContent ?? '' })).toBeVisible();
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('holds the donor facts and the other questions', async () => {
    await open('/faqs', 'Frequently Asked Questions');
    const text = screen.getByRole('main').textContent;
    expect(text).toContain('aged 18 to 65');
    expect(text).toContain('at least 50 kg');
    expect(text).toContain('whole blood every 56 days');
    expect(text).toContain('every 7 days, up to 24 times a year');
    for (const question of [/eat/, /How long/, /safe/, /blood groups/]) {
      expect(screen.getByRole('button', { name: question })).toBeInTheDocument();
    }
  });
});

describe('terms and privacy', () => {
  it('shows the terms of use', async () => {
    await open('/terms', 'Terms of Use');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getByRole('region', { name: 'Fair use' })).toBeInTheDocument();
  });

  it('says, from the personal fields of domain, what is kept, who sees it and for how long, and how to use one’s rights', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    const seen = within(screen.getByRole('region', { name: 'What we keep and who sees it' }));
    for (const { title } of Object.values(PERSONAL_RECORDS)) expect(seen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    const items = seen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(
      expect.arrayContaining([
        'Seen by no one: password. Stored only as a hash, which cannot be turned back into the password.',
        expect.stringMatching(/^Seen by you, the donor or requester you are matched with, the owner of a team you are in, moderators and administrators: username\. /),
        'Seen by you, the donor or requester you are matched with and administrators: mobile number.',
        expect.stringMatching(/^Seen by you, the donor or requester you are matched with, moderators and administrators: patient’s name and contact mobile number\. /),
        'Seen by super administrators: the account that acted and its role at the time.',
      ]),
    );

    const kept = within(screen.getByRole('region', { name: 'How long we keep it' }));
    const keptFor = (title: string) => kept.getByText(title).closest('li')?.textContent;
    expect(keptFor('Contact messages')).toBe(`Contact messages: ${DEFAULT_RETENTION_DAYS.messages} days from when you sent it.`);
    expect(keptFor('Emails we send you')).toContain(`${DEFAULT_RETENTION_DAYS.outbox} days`);
    expect(keptFor('Login sessions')).toContain(`${DEFAULT_RETENTION_DAYS.sessions} days`);
    expect(keptFor('Password reset links')).toContain(`${DEFAULT_RETENTION_DAYS.resetTokens} days`);

    const rights = within(screen.getByRole('region', { name: 'Your rights' }));
    expect(rights.getByText(/delete the data we keep about you/)).toBeInTheDocument();
    for (const right of ['See and download your data', 'Delete your account', 'Withdraw your consent']) expect(rights.getByText(right)).toBeInTheDocument();
    expect(rights.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
    expect(rights.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
  });
});

describe('join us', () => {
  it('explains how to join and links to /register and /get-involved', async () => {
    await open('/join-us', 'Join Us');
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Register as a Donor' })).toHaveAttribute('href', '/register');
    expect(main.getByRole('link', { name: 'Get Involved' })).toHaveAttribute('href', '/get-involved');
  });
});
