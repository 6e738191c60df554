import { errorMessage, type SecondFactorChallenge } from '@blood-donation/domain';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/ui/form-field';
import { finishLogin } from './api/second-factor';
import { LOGIN_TEXTS as T, SECOND_FACTOR_TEXTS as S } from './messages';

type Answer = Awaited<ReturnType<typeof finishLogin>>;

/**
 * A login's second step, after a right password of an account with an authenticator app: its code, or one of the
 * recovery codes instead. The server's refusal (a wrong or used code, too many tries, an expired login) shows under
 * the field; Back returns to the password.
 */
export function SecondFactorStep({ challenge, onLoggedIn, onBack }: { challenge: SecondFactorChallenge; onLoggedIn: (answer: Answer) => void; onBack: () => void }) {
  const [recovery, setRecovery] = useState(!challenge.methods.includes('totp'));
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const answer = recovery ? { recoveryCode: value } : { code: value };
      onLoggedIn(await finishLogin({ challengeToken: challenge.challengeToken, ...answer }));
    } catch (failure) {
      setError(errorMessage(failure, T));
    } finally {
      setPending(false);
    }
  };

  const switchMethod = () => {
    setRecovery(!recovery);
    setValue('');
    setError(undefined);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="h5">{S.title}</h2>
      <p className="text-body-secondary">{recovery ? S.recoveryIntro : S.codeIntro}</p>
      <TextField
        label={recovery ? S.recoveryLabel : S.codeLabel}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        inputMode={recovery ? 'text' : 'numeric'}
        autoFocus
      />
      <button type="submit" className="btn btn-primary w-100 mb-2" disabled={pending || value.trim() === ''}>
        {S.verify}
      </button>
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <button type="button" className="btn btn-link tap-link px-0" onClick={onBack}>
          {S.back}
        </button>
        {challenge.methods.includes('totp') && challenge.methods.includes('recovery') && (
          <button type="button" className="btn btn-link tap-link px-0" onClick={switchMethod}>
            {recovery ? S.useCode : S.useRecovery}
          </button>
        )}
      </div>
    </form>
  );
}
