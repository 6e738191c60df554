import { STORAGE_KEYS } from '@blood-donation/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToast } from '../../lib/toast';
import { ToastProvider } from '../../lib/toast';
import { ToastHost } from './toast-host';

function Trigger() {
  const { showToast } = useToast();
  return (
    <button type="button" onClick={() => showToast('Saved!', 'success')}>
      Show
    </button>
  );
}

function renderHost() {
  return render(
    <ToastProvider>
      <Trigger />
      <ToastHost />
    </ToastProvider>,
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

  it('shows an error toast in the danger colours', async () => {
    localStorage.setItem(STORAGE_KEYS.toastMessage, 'Failed');
    localStorage.setItem(STORAGE_KEYS.toastSeverity, 'error');
    renderHost();
    expect(await screen.findByRole('alert')).toHaveClass('text-bg-danger');
  });
});
