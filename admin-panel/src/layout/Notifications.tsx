import { useEffect } from 'react';
import { Notification, useNotify } from 'react-admin';
import { clearStoredToast, readStoredToast } from '@blood-donation/domain';
import { SessionExpiredDialog } from '../auth/SessionExpiredDialog';
import { StepUpDialog } from '../auth/step-up';

/**
 * What the panel tells the user outside a page. <Admin notification> renders it next to the routes,
 * so it is there while the auth check runs too: toasts at the bottom centre for 6 s, 'Session Expired', and
 * 'Confirm it is you' (the step-up an action may need).
 */
export function Notifications() {
  return (
    <>
      <Notification anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} autoHideDuration={6000} />
      <SessionExpiredDialog />
      <StepUpDialog />
    </>
  );
}

/** A toast the public site left before sending the browser here (for example 'Login successful!'): shown once. */
export function useStoredToast(): void {
  const notify = useNotify();
  useEffect(() => {
    const toast = readStoredToast(window.localStorage);
    if (!toast) return;
    clearStoredToast(window.localStorage);
    notify(toast.message, { type: toast.severity });
  }, [notify]);
}
