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

  it('says what is kept, who sees it, that passwords are hashed and how to ask for deletion', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    const kept = within(screen.getByRole('region', { name: 'What we keep' })).getAllByRole('listitem').map((item) => item.textContent);
    for (const kind of ['Account details', 'Blood requests', 'Donations', 'Volunteer sign-ups', 'Contact messages', 'Newsletter address']) {
      expect(kept.some((item) => item?.startsWith(kind))).toBe(true);
    }
    expect(screen.getByRole('main')).toHaveTextContent(/password.*hash/i);
    expect(within(screen.getByRole('region', { name: 'Who sees it' })).getByText(/administrators who run the organisation/)).toBeInTheDocument();
    const deletion = within(screen.getByRole('region', { name: 'Deleting your data' }));
    expect(deletion.getByText(/delete the data we keep about you/)).toBeInTheDocument();
    expect(deletion.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact-us');
    expect(deletion.getByRole('link', { name: /@/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
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
