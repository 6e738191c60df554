import { DAY_MS, STORAGE_KEYS } from '@blood-donation/domain';
import { screen, within } from '@testing-library/react';
import { pageResponse, serveEvents } from '../testing/list-server';
import { serveGets } from '../testing/serve-gets';
import { answerFetch, jsonResponse, renderApp, storeSession, expectNoAxeViolations } from '../testing/test-utils';


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
    await expectNoAxeViolations();
  });

  it('the register form with every error shown has no violations', async () => {
    const { user } = renderApp('/register', { probe: false });
    await screen.findByRole('heading', { level: 1, name: 'Create Account' });
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await expectNoAxeViolations();
  });

  it('the user dashboard and the logout dialog have no violations', async () => {
    storeSession();
    const { user } = renderApp('/user-dashboard', { probe: false });
    await screen.findByRole('heading', { level: 1, name: 'User Dashboard' });
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });

  describe.each(['light', 'dark'])('donor screens in the %s theme', (theme) => {
    const EVENT = { id: 4, name: 'City Drive', location: 'Town Hall', dateTime: '2026-11-20T09:30:00.000Z', organizer: 'Red Drop Society', description: 'Annual drive', drive: null };
    const REQUEST = {
      email: 'asha@example.com',
      mobile: '9876543210',
      gender: 'Female',
      bloodGroup: 'AB+',
      age: 34,
      disease: '',
      units: 2,
      message: null,
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const DONATION = { age: 29, gender: 'Male', bloodGroup: 'O-', city: 'Pune', mobile: '9876543210', units: 1, address: '12 Lake Road', createdAt: '', updatedAt: '' };

    beforeEach(() => {
      storeSession();
      if (theme === 'dark') localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    });

    async function openScreen(path: string, heading: string) {
      const view = renderApp(path, { probe: false });
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(document.documentElement).toHaveAttribute('data-bs-theme', theme);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      return view;
    }

    it('Make Blood Request, empty and with every message shown', async () => {
      const { user } = await openScreen('/makeRequest', 'Make Blood Request');
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
      await expectNoAxeViolations();
    });

    it('Donate Blood, empty and with the messages shown', async () => {
      // The account and the availability cannot be read: the form starts empty.
      serveGets({ '/api/events/all': () => pageResponse([EVENT]) });
      const { user } = await openScreen('/donateBlood', 'Donate Blood');
      await screen.findByRole('option', { name: /^City Drive/ });
      await expectNoAxeViolations();
      for (const label of ['Name', 'Units', 'Mobile', 'Age', 'City', 'Date', 'Address']) {
        await user.click(screen.getByLabelText(label, { exact: true }));
        await user.tab();
      }
      await expectNoAxeViolations();
    });

    it('Your profile, filled and with the messages shown', async () => {
      answerFetch(jsonResponse(200, { id: 7, username: 'asha', email: 'asha@example.com', age: 30, bloodGroup: null, bloodGroupConfirmed: false, gender: 'female', mobile: '9876543210', role: 'user', city: null, contactChannel: 'email' }));
      const { user } = await openScreen('/profile', 'Your profile');
      await screen.findByDisplayValue('asha');
      await expectNoAxeViolations();
      await user.clear(screen.getByLabelText('Mobile Number'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText('Mobile number is required');
      await expectNoAxeViolations();
    });

    it('Request History: table, cards, the details and the delete dialogs', async () => {
      answerFetch(
        pageResponse(
          [
            { id: 12, name: 'Asha Patel', status: 'Pending', ...REQUEST },
            { id: 11, name: 'Ravi Kumar', status: 'Approved', ...REQUEST },
            { id: 10, name: 'Meera Iyer', status: 'Rejected', ...REQUEST },
          ],
          { unit: 'bloodRequests' },
        ),
      );
      const { user } = await openScreen('/requestHistory', 'Request History');
      await screen.findByRole('table');
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'View Details for request 12' }));
      await screen.findByRole('dialog', { name: 'Request Details' });
      await expectNoAxeViolations();
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Delete request 12' }));
      await screen.findByRole('dialog', { name: 'Confirm Deletion' });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(screen.getByRole('button', { name: 'Card' }));
      await expectNoAxeViolations();
    });

    it('Request History: empty and failed', async () => {
      answerFetch(pageResponse([], { unit: 'bloodRequests' }));
      const { user, unmount } = await openScreen('/requestHistory', 'Request History');
      await screen.findByText('You have not made any requests yet.');
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Card' }));
      await expectNoAxeViolations();
      unmount();
      answerFetch(jsonResponse(500, { statusCode: 500, message: 'Down' }));
      await openScreen('/requestHistory', 'Request History');
      await screen.findByText('Failed to fetch the request history. Please try again later.');
      await expectNoAxeViolations();
    });

    it('Donation History: table, cards and the event dialog', async () => {
      answerFetch(
        pageResponse(
          [
            { id: 2, name: 'Vikram Rao', date: '2026-11-20', event: EVENT, ...DONATION },
            { id: 1, name: 'Vikram Rao', date: '2026-08-01', event: null, ...DONATION, city: '' },
          ],
          { unit: 'donorlist' },
        ),
      );
      const { user } = await openScreen('/user-donors', 'Donation History');
      await screen.findByRole('table');
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: /^View Event/ }));
      await screen.findByRole('dialog', { name: 'Event Details' });
      await expectNoAxeViolations();
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Card' }));
      await expectNoAxeViolations();
    });
  });

  describe.each(['light', 'dark'])('contact, events and volunteer pages in the %s theme', (theme) => {
    beforeEach(() => {
      if (theme === 'dark') localStorage.setItem(STORAGE_KEYS.darkMode, 'true');
    });

    async function openPage(path: string, heading: string) {
      const view = renderApp(path, { probe: false });
      await screen.findByRole('heading', { level: 1, name: heading });
      expect(document.documentElement).toHaveAttribute('data-bs-theme', theme);
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      return view;
    }

    it('Contact Us, empty and with every message shown', async () => {
      answerFetch(jsonResponse(200, { provider: 'altcha', siteKey: null }));
      const { user } = await openPage('/contact-us', 'Get In Touch');
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await expectNoAxeViolations();
    });

    const EVENTS = [3, 9, -4].map((days, index) => ({
      id: index + 1,
      name: `Drive ${index + 1}`,
      location: 'Town Hall',
      dateTime: new Date(Date.now() + days * DAY_MS).toISOString(),
      organizer: 'Red Drop Society',
      description: index ? 'Annual drive' : '',
      drive: null,
    }));

    it('Events & Drives: carousels, the details dialog and the empty state', async () => {
      serveEvents(EVENTS);
      const { user, unmount } = await openPage('/events', 'Events & Drives');
      await screen.findByRole('region', { name: 'Upcoming events' });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Learn More about Drive 1' }));
      await screen.findByRole('dialog', { name: 'Drive 1' });
      await expectNoAxeViolations();
      unmount();
      answerFetch(jsonResponse(503, { message: 'Down' }), jsonResponse(503, { message: 'Down' }));
      await openPage('/events', 'Events & Drives');
      await screen.findByRole('alert');
      await expectNoAxeViolations();
    });

    it('All Events: filters, cards and no match', async () => {
      serveEvents(EVENTS);
      const { user } = await openPage('/all-events', 'All Events');
      await screen.findByRole('button', { name: 'Add to calendar: Drive 1' });
      await expectNoAxeViolations();
      await user.type(screen.getByRole('searchbox', { name: 'Search events' }), 'nothing like it');
      await screen.findByText('No events match your search.');
      await expectNoAxeViolations();
    });

    it('Volunteer Form, empty and with every message shown', async () => {
      storeSession();
      serveEvents(EVENTS);
      const { user } = await openPage('/get-involved', 'Volunteer Form');
      await screen.findByRole('option', { name: /^Drive 1/ });
      await expectNoAxeViolations();
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await expectNoAxeViolations();
    });
  });
});
