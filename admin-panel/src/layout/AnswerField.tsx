import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The required, several-line answer of a dialog (a reply, a reason), focused when it opens. Below it, what is wrong
 * (`error`: a message key, or a message) or else `hint`.
 */
export function AnswerField({ label, value, onChange, error, hint = ' ', minRows }: { label: string; value: string; onChange: (value: string) => void; error: string | null; hint?: string; minRows: number }) {
  const translate = useTranslate();
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      multiline
      minRows={minRows}
      fullWidth
      autoFocus
      error={error !== null}
      helperText={error ? translate(error, { _: error }) : hint}
    />
  );
}
