import { useEffect, useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import {
  donationJourneyBodySchema, firstErrorPerField, JOURNEY_ADMIN_TEXTS as T, JOURNEY_REASON_LABELS, JOURNEY_REASONS_BY_STATUS, JOURNEY_STATUS_LABELS, JOURNEY_STATUSES,
  journeySentence, todayIn, type DonationJourneyBody, type Hospital, type JourneyReason, type JourneyStatus,
} from '@blood-donation/domain';
import type { AdminDataProvider } from '../data/dataProvider';
import { describeFailure } from '../data/httpErrors';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { SITE_TIME_ZONE } from '../site-time-zone';

/** The donation a journey is recorded for: its id, the donor's name and the day it was given. */
export interface JourneyDonation {
  id: number;
  name?: string;
  date?: string;
}

/** The body the form's values make: only the fields the status takes (the API refuses any other). */
function bodyOf(status: JourneyStatus, hospital: string, date: string, reason: string): DonationJourneyBody {
  if (status === 'issued') return { status, hospital, date };
  return reason ? { status, date, reason: reason as JourneyReason } : { status, date };
}

/**
 * Record what became of a donation: sent to a hospital of the organisation's list on a day, or used in research or
 * not used, with one of the kind reasons. The donor's sentence is shown for confirmation before it is recorded (it
 * may email them). Fits a phone: one column, 44 px controls.
 */
export function JourneyDialog({ donation, onClose }: { donation: JourneyDonation; onClose: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [hospitals, setHospitals] = useState<Hospital[] | null>(null);
  const [status, setStatus] = useState<JourneyStatus>('issued');
  const [hospital, setHospital] = useState('');
  const [date, setDate] = useState(() => todayIn(SITE_TIME_ZONE));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<DonationJourneyBody | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    dataProvider.getHospitals().then(({ data }) => setHospitals(data), () => setHospitals([]));
  }, [dataProvider]);

  const reasons = status === 'issued' ? [] : JOURNEY_REASONS_BY_STATUS[status];
  const next = () => {
    const body = bodyOf(status, hospital, date, reason);
    const found = firstErrorPerField<string>(donationJourneyBodySchema, body);
    setErrors(found as Record<string, string>);
    if (Object.keys(found).length === 0) setConfirming(body);
  };
  const record = async () => {
    if (!confirming) return;
    setSending(true);
    try {
      await dataProvider.recordDonationJourney(donation.id, confirming);
      notify(T.recorded, { type: 'success' });
      onClose();
    } catch (error) {
      const { serverMessage } = describeFailure(error);
      const fieldErrors = ((error as { body?: { errors?: Record<string, string[]> } }).body?.errors) ?? {};
      setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([field, messages]) => [field, messages[0]])));
      notify(serverMessage ?? T.recordFailed, { type: 'error' });
      setConfirming(null);
    } finally {
      setSending(false);
    }
  };

  if (confirming) {
    const sentence = journeySentence(confirming.status, donation.date ?? confirming.date, confirming.date, confirming.hospital ?? null);
    return (
      <ConfirmDialog id="journey-confirm" title={T.confirmTitle} confirm={T.confirm} color="primary" sending={sending} onCancel={() => setConfirming(null)} onConfirm={() => void record()}>
        {T.confirmText(sentence)}
      </ConfirmDialog>
    );
  }
  // A focused label in the primary colour on the filled field's grey is below 4.5:1; the darker primary reads.
  const label = { sx: { '&.Mui-focused': { color: 'primary.dark' } } };
  const control = { fullWidth: true, slotProps: { inputLabel: label } } as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby="journey-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="journey-dialog-title">{T.journeyTitle}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField select label={T.status} value={status} onChange={(event) => setStatus(event.target.value as JourneyStatus)} {...control}>
            {JOURNEY_STATUSES.map((one) => (
              <MenuItem key={one} value={one}>
                {JOURNEY_STATUS_LABELS[one]}
              </MenuItem>
            ))}
          </TextField>
          {status === 'issued' && hospitals?.length === 0 && <Alert severity="info">{T.noHospitals}</Alert>}
          {status === 'issued' && (
            <TextField select label={T.hospital} value={hospital} onChange={(event) => setHospital(event.target.value)} error={!!errors.hospital} helperText={errors.hospital} {...control}>
              {(hospitals ?? []).map((one) => (
                <MenuItem key={one.id} value={one.name}>
                  {`${one.name}, ${one.city}`}
                </MenuItem>
              ))}
            </TextField>
          )}
          <TextField
            type="date"
            label={T.date}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={!!errors.date}
            helperText={errors.date}
            fullWidth
            slotProps={{ inputLabel: { ...label, shrink: true }, htmlInput: { min: donation.date, max: todayIn(SITE_TIME_ZONE) } }}
          />
          {status !== 'issued' && (
            <TextField select label={T.reason} value={reason} onChange={(event) => setReason(event.target.value)} error={!!errors.reason} helperText={errors.reason} {...control}>
              {reasons.map((one) => (
                <MenuItem key={one} value={one}>
                  {JOURNEY_REASON_LABELS[one]}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {T.cancel}
        </Button>
        <Button variant="contained" onClick={next} sx={{ minHeight: 44 }}>
          {T.next}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
