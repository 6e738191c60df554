import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { addDays, DEFERRAL_REASON_LABELS, DEFERRAL_REASONS, DESK_TEXTS as T, deskOutcomeSchema, todayIn, type DeskOutcome } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../site-time-zone';

export type OutcomeKind = 'donated' | 'deferred';

const TARGET = { minHeight: 44 };

/** The outcome of a visit: 'Donated' (units and optional measures) or 'Deferred' (a reason and until when). */
export function OutcomeDialog({ kind, name, onSave, onClose }: { kind: OutcomeKind; name: string; onSave: (outcome: DeskOutcome) => Promise<void>; onClose: () => void }) {
  const [fields, setFields] = useState({ units: '1', haemoglobin: '', pulse: '', bloodPressure: '', deferralReason: '', deferredUntil: addDays(todayIn(SITE_TIME_ZONE), 1) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text));
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());

  const save = async () => {
    const body =
      kind === 'donated'
        ? { status: kind, units: number(fields.units), haemoglobin: number(fields.haemoglobin), pulse: number(fields.pulse), bloodPressure: text(fields.bloodPressure) }
        : { status: kind, deferralReason: text(fields.deferralReason), deferredUntil: text(fields.deferredUntil) };
    const parsed = deskOutcomeSchema.safeParse(Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)));
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    try {
      await onSave(parsed.data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const field = (name: keyof typeof fields, label: string, extra: object = {}) => (
    <TextField label={label} value={fields[name]} onChange={set(name)} error={Boolean(errors[name])} helperText={errors[name]} fullWidth {...extra} />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="outcome-title">
      <DialogTitle id="outcome-title">{`${kind === 'donated' ? T.donated : T.deferred}: ${name}`}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          {kind === 'donated' ? (
            <>
              {field('units', T.units, { type: 'number', inputProps: { min: 1, max: 2, inputMode: 'numeric' } })}
              {field('haemoglobin', T.haemoglobin, { inputProps: { inputMode: 'decimal' } })}
              {field('pulse', T.pulse, { inputProps: { inputMode: 'numeric' } })}
              {field('bloodPressure', T.bloodPressure)}
            </>
          ) : (
            <>
              {field('deferralReason', T.reason, {
                select: true,
                children: DEFERRAL_REASONS.map((reason) => (
                  <MenuItem key={reason} value={reason} sx={TARGET}>
                    {DEFERRAL_REASON_LABELS[reason]}
                  </MenuItem>
                )),
              })}
              {field('deferredUntil', T.until, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={TARGET}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={save} sx={TARGET}>
          {T.save}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
