import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { BLOOD_GROUPS, FORM_GENDERS, isBlank, toDonationPayload, validateDonation, type DonationField, type FieldErrors } from '@blood-donation/domain';
import { PageTitle } from '../layout/PageTitle';
import { currentSession } from '../auth/session';

export const ADD_DONOR_TITLE = 'Add Donor';
export const ADD_DONOR_TEXTS = {
  submit: 'Add Donor',
  success: 'Donation data added successfully!',
  failure: 'Failed to add donation data. Please try again later.',
  notAuthenticated: 'User is not authenticated. Please login again.',
} as const;

type DonorForm = Record<DonationField, string>;

const EMPTY: DonorForm = { name: '', bloodGroup: '', units: '', mobile: '', gender: '', age: '', city: '', address: '', date: '' };

const FIELDS: { name: DonationField; label: string; type?: 'number' | 'date' | 'tel'; options?: readonly string[]; multiline?: boolean }[] = [
  { name: 'name', label: 'Name' },
  { name: 'bloodGroup', label: 'Blood Group', options: BLOOD_GROUPS },
  { name: 'units', label: 'Units', type: 'number' },
  { name: 'mobile', label: 'Mobile', type: 'tel' },
  { name: 'gender', label: 'Gender', options: FORM_GENDERS },
  { name: 'age', label: 'Age', type: 'number' },
  { name: 'city', label: 'City' },
  { name: 'address', label: 'Address', multiline: true },
  { name: 'date', label: 'Date', type: 'date' },
];

/** /addDonors: an admin records a donation (spec sections 2 and 5, Add Donor), sent to POST /api/add. */
export function AddDonor() {
  const [values, setValues] = useState<DonorForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<DonationField, boolean>>>({});
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider();
  const notify = useNotify();

  const errors: FieldErrors<DonationField> = validateDonation(values);
  const allFilled = FIELDS.every(({ name }) => !isBlank(values[name]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map(({ name }) => [name, true])));
    if (Object.keys(errors).length > 0) return;
    if (!(await currentSession())) {
      notify(ADD_DONOR_TEXTS.notAuthenticated, { type: 'error' });
      return;
    }
    setSending(true);
    try {
      await dataProvider.create('donorlist', {
        data: toDonationPayload(values),
      });
      notify(ADD_DONOR_TEXTS.success, { type: 'success' });
      setValues(EMPTY);
      setTouched({});
    } catch {
      notify(ADD_DONOR_TEXTS.failure, { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <PageTitle title={ADD_DONOR_TITLE} />
      <Typography variant="h4" component="h1" gutterBottom>
        {ADD_DONOR_TITLE}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={ADD_DONOR_TITLE}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
        >
          {FIELDS.map(({ name, label, type, options, multiline }) => {
            const error = touched[name] ? errors[name] : undefined;
            return (
              <TextField
                key={name}
                id={`add-donor-${name}`}
                name={name}
                label={label}
                required
                select={Boolean(options)}
                type={type}
                multiline={multiline}
                minRows={multiline ? 2 : undefined}
                value={values[name]}
                error={Boolean(error)}
                helperText={error ?? ' '}
                onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
                onBlur={() => setTouched((current) => ({ ...current, [name]: true }))}
                sx={multiline ? { gridColumn: { sm: '1 / -1' } } : undefined}
                slotProps={{
                  inputLabel: type === 'date' ? { shrink: true } : undefined,
                  htmlInput: type === 'number' ? { min: 1, step: 1, inputMode: 'numeric' } : undefined,
                }}
              >
                {options?.map((option) => (
                  <MenuItem key={option} value={option}>
                    {option}
                  </MenuItem>
                ))}
              </TextField>
            );
          })}
          <Box sx={{ gridColumn: '1 / -1' }}>
            <Button
              type="submit"
              variant="contained"
              disabled={!allFilled || sending}
              startIcon={sending ? <CircularProgress size={18} color="inherit" aria-label="Sending" /> : undefined}
            >
              {ADD_DONOR_TEXTS.submit}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
