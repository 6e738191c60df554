import { errorMessage, fieldErrorsFrom, totpCodeSchema } from '@blood-donation/domain';
import { type FormEvent, useState } from 'react';
import { TextField } from '../../components/ui/form-field';
import { SETUP_TEXTS as T } from './texts';

const FAILURE = { serverFallback: T.confirmFailed, noResponse: T.noResponse, other: T.confirmFailed };

/** What the server said against the code (wrong or used, too many tries), for under the field. */
function refusalOf(failure: unknown): string {
  const body = failure && typeof failure === 'object' && 'body' in failure ? failure.body : undefined;
  return fieldErrorsFrom(body, ['code']).code ?? errorMessage(failure, FAILURE);
}

/**
 * The authenticator app's current code and Confirm (Cancel too, given `onCancel`): six digits are checked here, the
 * server's refusal shows under the field, and the field stays for another try.
 */
export function CodeForm({ onCode, onCancel }: { onCode: (code: string) => Promise<void>; onCancel?: () => void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = totpCodeSchema.safeParse(value);
    if (!code.success) {
      setError(T.codeFormat);
      return;
    }
    setPending(true);
    setError(undefined);
    try {
      await onCode(code.data);
    } catch (failure) {
      setError(refusalOf(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={T.codeLabel}
        hint={T.codeHint}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
      />
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {T.confirm}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel} disabled={pending}>
            {T.cancel}
          </button>
        )}
      </div>
    </form>
  );
}
