import { errorMessage, type TotpEnrolment } from '@blood-donation/domain';
import { useState } from 'react';
import { confirmAuthenticatorApp, startAuthenticatorApp } from './api/authenticator-app';
import { RecoveryCodes } from './recovery-codes';
import { ScanStep } from './scan-step';
import { SETUP_TEXTS as T } from './texts';

type Step = { kind: 'start' } | { kind: 'scan'; enrolment: TotpEnrolment } | { kind: 'codes'; codes: string[] } | { kind: 'done' };

const START_FAILURE = { serverFallback: T.startFailed, noResponse: T.noResponse, other: T.startFailed };

interface AuthenticatorSetupProps {
  /** 2 on its own page, 3 inside a card headed by an h2. */
  level: 2 | 3;
  /** The person started: the set-up stays on screen until onDone, whatever the account's status says meanwhile. */
  onStart?: () => void;
  /** 'I have saved my recovery codes': the codes are gone from the screen, for good. */
  onDone: () => void;
}

/**
 * Adding an authenticator app: start (a new secret), its QR code and the secret as text, the app's first code, then
 * the ten recovery codes, shown this once and kept nowhere else.
 */
export function AuthenticatorSetup({ level, onStart, onDone }: AuthenticatorSetupProps) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [pending, setPending] = useState(false);
  const [startError, setStartError] = useState<string>();

  const start = async () => {
    onStart?.();
    setPending(true);
    setStartError(undefined);
    try {
      setStep({ kind: 'scan', enrolment: await startAuthenticatorApp() });
    } catch (error) {
      setStartError(errorMessage(error, START_FAILURE));
    } finally {
      setPending(false);
    }
  };

  const confirm = async (code: string) => {
    const { recoveryCodes } = await confirmAuthenticatorApp(code);
    setStep({ kind: 'codes', codes: recoveryCodes });
  };

  const saved = () => {
    setStep({ kind: 'done' });
    onDone();
  };

  switch (step.kind) {
    case 'done':
      return null;
    case 'codes':
      return <RecoveryCodes codes={step.codes} level={level} onSaved={saved} />;
    case 'scan':
      return <ScanStep enrolment={step.enrolment} level={level} onCode={confirm} onCancel={() => setStep({ kind: 'start' })} />;
    case 'start':
      return (
        <div>
          <button type="button" className="btn btn-primary" disabled={pending} onClick={() => void start()}>
            {pending ? T.starting : T.start}
          </button>
          {startError && (
            <p role="alert" className="text-danger mt-2 mb-0">
              {startError}
            </p>
          )}
        </div>
      );
  }
}
