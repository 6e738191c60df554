import { CALL_FAILURE_TEXTS, errorMessage } from '@blood-donation/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LazyConfirmDialog } from '../../components/ui/lazy-confirm-dialog';
import { useToast } from '../../lib/toast';
import { StepUpCancelled, useRemoveAuthenticatorApp } from './api/remove-app';
import { TWO_FACTOR_KEY, useTwoFactorStatus } from './api/status';
import { AuthenticatorSetup } from './authenticator-setup';
import { StepUpForm } from './step-up-form';
import { TWO_FACTOR_CARD_TEXTS as T } from './texts';

const REMOVE_FAILURE = { serverFallback: T.removeFailed, noResponse: CALL_FAILURE_TEXTS.noResponse, other: T.removeFailed };

/** The open 'Confirm it is you' of a removal: the code was taken, or the person gave up. */
interface StepUp {
  confirmed: () => void;
  cancel: () => void;
}

/**
 * The dashboard's 'Two-factor authentication' card (app/user-dashboard.tsx adds it): whether an authenticator app is
 * set up and the recovery codes left; setting one up in place; removing it after a confirmation, and after 'Confirm
 * it is you' (a current code) when the server asks for a recent second-factor check.
 */
export function TwoFactorCard() {
  const { data: status, isError } = useTwoFactorStatus();
  const queryClient = useQueryClient();
  const { mutateAsync: remove, isPending: removing } = useRemoveAuthenticatorApp();
  const { showToast } = useToast();
  const [settingUp, setSettingUp] = useState(false);
  const [asking, setAsking] = useState(false);
  const [stepUp, setStepUp] = useState<StepUp | null>(null);

  const added = () => {
    setSettingUp(false);
    showToast(T.added, 'success');
    void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_KEY });
  };

  const confirmItIsYou = () =>
    new Promise<void>((resolve, reject) => setStepUp({ confirmed: resolve, cancel: () => reject(new StepUpCancelled()) }));

  const confirmRemove = async () => {
    setAsking(false);
    try {
      showToast((await remove(confirmItIsYou)).message, 'success');
    } catch (error) {
      if (error instanceof StepUpCancelled) showToast(T.notRemoved, 'info');
      else showToast(errorMessage(error, REMOVE_FAILURE), 'error');
    }
  };

  const endStepUp = (how: keyof StepUp) => {
    stepUp?.[how]();
    setStepUp(null);
  };

  return (
    <>
      <p className="text-body-secondary">{T.intro}</p>
      {isError && !status && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {status && (!status.totp || settingUp) && (
        <>
          {!settingUp && <p className="fw-semibold mb-2">{T.appOff}</p>}
          <AuthenticatorSetup level={3} onStart={() => setSettingUp(true)} onDone={added} />
        </>
      )}
      {status?.totp && !settingUp && (
        <>
          <p className="fw-semibold mb-1">{T.appOn}</p>
          <p className="small text-body-secondary">{T.codesLeft(status.recoveryCodesLeft)}</p>
          <button type="button" className="btn btn-outline-danger" disabled={removing} onClick={() => setAsking(true)}>
            {T.remove}
            <span className="visually-hidden">{T.removeWhat}</span>
          </button>
          {stepUp && <StepUpForm onConfirmed={() => endStepUp('confirmed')} onCancel={() => endStepUp('cancel')} />}
        </>
      )}
      <LazyConfirmDialog
        show={asking}
        title={T.removeTitle}
        message={T.removeMessage}
        confirmLabel={T.remove}
        confirmVariant="danger"
        cancelLabel={T.keep}
        onCancel={() => setAsking(false)}
        onConfirm={() => void confirmRemove()}
      />
    </>
  );
}
