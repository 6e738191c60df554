import { screen, waitFor, within } from '@testing-library/react';
import { NEED_BOARD_TEXTS } from '../../components/need-board/texts';
import { answerFetch, expectToast, fetchCall, jsonResponse, renderApp, scrollToLazyParts, storeSession } from '../../testing/test-utils';

const ACTIONS: [string, string, string][] = [
  ['Donate Now', 'You need to login to donate blood.', '/donateBlood'],
  ['Find a Donation Center', 'You need to login to find a donation center.', '/contact-us'],
  ['Get Involved', 'You need to login to get involved.', '/get-involved'],
  ['Volunteer with Us', 'You need to login to volunteer.', '/get-involved'],
];

async function openHome() {
  const view = renderApp('/');
  await screen.findByRole('heading', { level: 1, name: 'Saving Lives, One Donation at a Time' });
  return { ...view, main: within(screen.getByRole('main')) };
}

/** The home page scrolled to its last section, whose form loads when it reaches the screen. */
async function openNewsletter() {
  const view = await openHome();
  // The need board's section reaches the screen too: its read answered and set aside, the form's calls come first.
  answerFetch(jsonResponse(200, []));
  scrollToLazyParts();
  await screen.findByLabelText('Email address for the newsletter');
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  (fetch as jest.Mock).mockClear();
  return view;
}

describe('home page', () => {
  it('shows every section in order, with the figures, six steps and six testimonials', async () => {
    const { main } = await openHome();
    // The figures and testimonials come in a chunk of their own.
    await main.findByRole('heading', { level: 2, name: 'What Our Donors Say' });
    expect(main.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Our Mission',
      'Get Involved',
      'How It Works',
      'Where Blood Is Needed',
      'Our Impact',
      'What Our Donors Say',
      'Join Us',
      'Subscribe to Our Newsletter',
    ]);
    const steps = within(main.getByRole('region', { name: 'How It Works' })).getAllByRole('heading', { level: 3 });
    expect(steps.map((step) => step.textContent)).toEqual([
      'Sign Up',
      'Visit a Donation Center',
      'Donor Screening',
      'Blood Donation',
      'Recovery',
      'Save Lives',
    ]);
    const impact = within(main.getByRole('region', { name: 'Our Impact' }));
    for (const [figure, label] of [['15,000+', 'Lives Saved'], ['7,500+', 'Pints Collected'], ['500+', 'Volunteers'], ['200+', 'Blood Drives']]) {
      expect(impact.getByText(figure, { exact: true })).toBeInTheDocument();
      expect(impact.getByText(label, { exact: true })).toBeInTheDocument();
    }
    const testimonials = main.getByRole('region', { name: 'What Our Donors Say' }).querySelectorAll('figcaption');
    expect(testimonials).toHaveLength(6);
    expect([...testimonials].map((caption) => caption.textContent)).toContain('— Priya S.');
    for (const caption of testimonials) expect(caption.textContent).toMatch(/^— [A-Z][a-z]+ [A-Z]\.$/);
  });

  it('reads the need board only when its section reaches the screen: four lines at most, and the way to the rest', async () => {
    const { main } = await openHome();
    const section = within(main.getByRole('region', { name: 'Where Blood Is Needed' }));
    expect(fetch).not.toHaveBeenCalled();
    const lines = ['O-', 'B+', 'A+', 'AB-', 'O+'].map((bloodGroup, index) => ({ bloodGroup, city: 'Pune', open: 5 - index, urgent: bloodGroup === 'AB-' }));
    answerFetch(jsonResponse(200, lines));
    scrollToLazyParts();
    const list = await section.findByRole('list', { name: NEED_BOARD_TEXTS.listLabel });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'AB- in PuneUrgent2 open requests',
      'O- in Pune5 open requests',
      'B+ in Pune4 open requests',
      'A+ in Pune3 open requests',
    ]);
    expect(fetchCall().url).toBe('/api/need-board');
    expect(section.getByRole('link', { name: NEED_BOARD_TEXTS.seeAll })).toHaveAttribute('href', '/need');
  });

  it('links Join Now to /join-us without a login check', async () => {
    const { main, user } = await openHome();
    const joinNow = main.getByRole('link', { name: 'Join Now' });
    expect(joinNow).toHaveAttribute('href', '/join-us');
    await user.click(joinNow);
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Us' })).toBeInTheDocument();
  });

  it.each(ACTIONS)('logged out, %s opens Login Required; Cancel closes it', async (button, text) => {
    const { main, user } = await openHome();
    await user.click(main.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByText(text)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('Login Now goes to /login', async () => {
    const { main, user } = await openHome();
    await user.click(main.getByRole('button', { name: 'Volunteer with Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await user.click(within(dialog).getByRole('button', { name: 'Login Now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('offers a visitor without an account Sign up beside Login Now: a link to the register page', async () => {
    const { main, user } = await openHome();
    await user.click(main.getByRole('button', { name: 'Donate Now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    expect(within(dialog).getByRole('button', { name: 'Login Now' })).toBeInTheDocument();
    const signUp = within(dialog).getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/register');
    await user.click(signUp);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/register');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(ACTIONS)('logged in, %s goes to its page', async (button, _text, path) => {
    storeSession();
    answerFetch(jsonResponse(200, []));
    const { main, user } = await openHome();
    await user.click(main.getByRole('button', { name: button }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(path));
    expect(screen.queryByRole('dialog', { name: 'Login Required' })).not.toBeInTheDocument();
  });
});

describe('newsletter form', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('has a labelled, required email field with the placeholder', async () => {
    await openNewsletter();
    const input = screen.getByLabelText('Email address for the newsletter');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('placeholder', 'Enter your email');
  });

  it('shows the validation message under the field and sends nothing', async () => {
    const { user } = await openNewsletter();
    const input = screen.getByLabelText('Email address for the newsletter');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Email is required');
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('subscribes once, names the address in an alert and clears the input', async () => {
    const { user } = await openNewsletter();
    answerFetch(jsonResponse(200, { message: 'Subscribed' }));
    const input = screen.getByLabelText('Email address for the newsletter');
    await user.type(input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(alertSpy).toHaveBeenCalledWith('Thank you for subscribing with reader@example.com!'));
    expect(input).toHaveValue('');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetchCall()).toMatchObject({ url: '/api/newsletter/subscribe', init: { method: 'POST' }, body: { email: 'reader@example.com' } });
    expect(fetchCall().init.headers).not.toHaveProperty('Authorization');
  });

  it('on a failed call shows the error toast and keeps the input', async () => {
    const { user } = await openNewsletter();
    answerFetch(jsonResponse(500, { message: 'Down' }));
    const input = screen.getByLabelText('Email address for the newsletter');
    await user.type(input, 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('Subscription failed. Please try again later.');
    expect(input).toHaveValue('reader@example.com');
    expect(alertSpy).not.toHaveBeenCalled();
  });

  it('over the rate limit shows the server\'s wait in the toast', async () => {
    const { user } = await openNewsletter();
    answerFetch(jsonResponse(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests. Please try again in 42 seconds.' }));
    await user.type(screen.getByLabelText('Email address for the newsletter'), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await expectToast('Too many requests. Please try again in 42 seconds.');
  });
});
