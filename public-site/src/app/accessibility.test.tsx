import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { renderApp, storeSession } from '../testing/test-utils';

// jsdom has no layout: colour contrast is checked in a real browser (Playwright + axe), everything else here.
async function expectNoViolations() {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}

describe('accessibility (axe-core, structural rules)', () => {
  it.each([
    ['/', 'Saving Lives, One Donation at a Time'],
    ['/login', 'Welcome Back'],
    ['/register', 'Create Account'],
    ['/no-such-page', 'Oops! You seem to be lost.'],
  ])('%s has one main, one h1 and no violations', async (path, heading) => {
    renderApp(path, { probe: false });
    await screen.findByRole('heading', { level: 1, name: heading });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await expectNoViolations();
  });

  it('the register form with every error shown has no violations', async () => {
    const { user } = renderApp('/register', { probe: false });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectNoViolations();
  });

  it('the user dashboard and the logout dialog have no violations', async () => {
    storeSession();
    const { user } = renderApp('/user-dashboard', { probe: false });
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' });
    await expectNoViolations();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('dialog');
    await expectNoViolations();
  });
});
