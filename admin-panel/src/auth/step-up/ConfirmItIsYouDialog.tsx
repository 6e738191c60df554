import { type FormEvent, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import KeyIcon from '@mui/icons-material/Key';
import { useTranslate } from 'react-admin';
import { ApiError, CALL_FAILURE_TEXTS, errorMessage, fieldErrorsFrom, totpCodeSchema, TWO_FACTOR_MESSAGES } from '@blood-donation/domain';
import { browserHasPasskeys, passkeyPromptClosed, stepUpWithCode, stepUpWithPasskey } from './stepUpCalls';
import { stepUpCancelled, stepUpConfirmed, useStepUpPrompt } from './stepUpPrompt';

const FAILURE_TEXTS = { serverFallback: CALL_FAILURE_TEXTS.other, noResponse: CALL_FAILURE_TEXTS.noResponse, other: CALL_FAILURE_TEXTS.other };

/** What went wrong, said under the code field: the server's words for `code` (400) or its message (429 and others). */
const failureText = (failure: unknown) => (failure instanceof ApiError ? fieldErrorsFrom(failure.body, ['code']).code : undefined) ?? errorMessage(failure, FAILURE_TEXTS);

/**
 * 'Confirm it is you': opened by the API client when an action needs a recent second-factor check (step-up). A code
 * of the authenticator app, or a passkey where the browser has them; then the action is sent again. Cancel fails it.
 * Loaded by <StepUpDialog> the first time it is asked, with zod's code schema and the passkey calls.
 */
export function ConfirmItIsYouDialog() {
  const open = useStepUpPrompt();
  const translate = useTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [passkeys] = useState(browserHasPasskeys);

  const closed = (then: () => void) => {
    setCode('');
    setError(null);
    then();
  };
  const cancel = () => closed(() => stepUpCancelled());

  const check = async (prove: () => Promise<unknown>) => {
    setSending(true);
    setError(null);
    try {
      await prove();
      closed(stepUpConfirmed);
    } catch (failure) {
      // A session that is over: the waiting calls fail with it, and the auth provider says so.
      if (failure instanceof ApiError && failure.status === 401) closed(() => stepUpCancelled(failure));
      else if (!passkeyPromptClosed(failure)) setError(failureText(failure));
    } finally {
      setSending(false);
    }
  };

  const confirmWithCode = (event: FormEvent) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) return setError(TWO_FACTOR_MESSAGES.codeFormat);
    void check(() => stepUpWithCode(parsed.data));
  };

  return (
    <Dialog
      open={open}
      onClose={cancel}
      aria-labelledby="step-up-title"
      aria-describedby="step-up-text"
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { component: 'form', onSubmit: confirmWithCode } }}
    >
      <DialogTitle id="step-up-title">{translate('admin.stepUp.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="step-up-text">{translate('admin.stepUp.message')}</DialogContentText>
        <TextField
          label={translate('admin.stepUp.code')}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoFocus
          fullWidth
          margin="normal"
          autoComplete="one-time-code"
          error={error !== null}
          helperText={error ? translate(error, { _: error }) : ' '}
          // Always above the field: at 360 px the long label would be cut short inside it.
          slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
        />
        {passkeys && (
          <Button variant="outlined" fullWidth startIcon={<KeyIcon />} disabled={sending} onClick={() => void check(stepUpWithPasskey)} sx={{ minHeight: 44 }}>
            {translate('admin.stepUp.passkey')}
          </Button>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={cancel} sx={{ minHeight: 44 }}>
          {translate('admin.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={sending} sx={{ minHeight: 44 }}>
          {translate('admin.stepUp.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
