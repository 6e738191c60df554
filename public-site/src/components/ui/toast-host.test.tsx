import { STORAGE_KEYS } from '@blood-donation/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { ToastProvider, useToast } from '../../lib/toast';
import { ToastHost } from './toast-host';

function Trigger() {
  const { showToast } = useToast();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => showToast('Saved!', 'success')}>
        Show
      </button>
      <button
        type="button"
        onClick={() => {
          showToast('Registration Successful', 'success', { page: '/login' });
          navigate('/login');
        }}
      >
        Register
      </button>
      <Link to="/next">Next page</Link>
    </>
  );
}

function renderHost() {
  return render(
    <MemoryRouter>
      <ToastProvider>
        <Trigger />
        <ToastHost />
      </ToastProvider>
    </MemoryRouter>,
  );
}

describe('toast host', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps a shown toast in storage and removes it when it closes itself after 6000 ms', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved!');
    expect(screen.getByRole('alert')).toHaveClass('text-bg-success');
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBe('Saved!');
    expect(localStorage.getItem(STORAGE_KEYS.toastSeverity)).toBe('success');

    act(() => jest.advanceTimersByTime(5900));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.toastSeverity)).toBeNull();
  });

  it('restores a stored toast on reopening (info when no severity is stored) and closes on its button', async () => {
    localStorage.setItem(STORAGE_KEYS.toastMessage, 'Welcome back');
    const user = userEvent.setup();
    renderHost();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Welcome back');
    expect(alert).toHaveClass('text-bg-info');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBeNull();
  });

  it('shows a stored toast once: the page that shows it takes it out of storage, so the next page load has none', async () => {
    localStorage.setItem(STORAGE_KEYS.toastMessage, 'Your availability was saved.');
    localStorage.setItem(STORAGE_KEYS.toastSeverity, 'success');
    const first = renderHost();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your availability was saved.');
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.toastSeverity)).toBeNull();
    first.unmount();

    renderHost();
    expect(screen.getByRole('button', { name: 'Show' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  /** The clock stands still unless a test moves it: a toast that goes did not just time out. */
  function withStillClock() {
    jest.useFakeTimers();
    return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  }

  it('closes the toast, and forgets it, when the visitor goes to another page', async () => {
    const user = withStillClock();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Saved!');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem(STORAGE_KEYS.toastMessage)).toBeNull();
  });

  it('keeps a toast that names the page the app moves to, and closes it on the page after', async () => {
    const user = withStillClock();
    renderHost();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration Successful');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error toast in the danger colours', async () => {
    localStorage.setItem(STORAGE_KEYS.toastMessage, 'Failed');
    localStorage.setItem(STORAGE_KEYS.toastSeverity, 'error');
    renderHost();
    expect(await screen.findByRole('alert')).toHaveClass('text-bg-danger');
  });
});
