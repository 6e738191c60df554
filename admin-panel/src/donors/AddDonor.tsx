import { useState, type FormEvent } from 'react';
import { Box, Button, CircularProgress, MenuItem, Paper, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BLOOD_GROUPS, FORM_GENDERS, isBlank, toDonationPayload, validateDonation, type DonationField, type FieldErrors } from '@blood-donation/domain';
import { PageTitle } from '../layout/PageTitle';
import { currentSession } from '../auth/session';

type DonorForm = Record<DonationField, string>;

const EMPTY: DonorForm = { name: '', bloodGroup: '', units: '', mobile: '', gender: '', age: '', city: '', address: '', date: '' };

/** The form's fields, labelled resources.donorlist.fields.<name>. */
const FIELDS: { name: DonationField; type?: 'number' | 'date' | 'tel'; options?: readonly string[]; multiline?: boolean }[] = [
  { name: 'name' },
  { name: 'bloodGroup', options: BLOOD_GROUPS },
  { name: 'units', type: 'number' },
  { name: 'mobile', type: 'tel' },
  { name: 'gender', options: FORM_GENDERS },
  { name: 'age', type: 'number' },
  { name: 'city' },
  { name: 'address', multiline: true },
  { name: 'date', type: 'date' },
];

/** /addDonors: an admin records a donation (spec sections 2 and 5, Add Donor), sent to POST /api/add. */
export function AddDonor() {
  const [values, setValues] = useState<DonorForm>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<DonationField, boolean>>>({});
  const [sending, setSending] = useState(false);
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const title = translate('resources.donorlist.add.title');

  const errors: FieldErrors<DonationField> = validateDonation(values);
  const allFilled = FIELDS.every(({ name }) => !isBlank(values[name]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(FIELDS.map(({ name }) => [name, true])));
    if (Object.keys(errors).length > 0) return;
    if (!(await currentSession())) {
      notify('resources.donorlist.add.notAuthenticated', { type: 'error' });
      return;
    }
    setSending(true);
    try {
      await dataProvider.create('donorlist', {
        data: toDonationPayload(values),
      });
      notify('resources.donorlist.add.success', { type: 'success' });
      setValues(EMPTY);
      setTouched({});
    } catch {
      notify('resources.donorlist.add.failure', { type: 'error' });
    } finally {
      setSending(false);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <PageTitle title="resources.donorlist.add.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Box
          component="form"
          noValidate
          onSubmit={submit}
          aria-label={title}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}
        >
          {FIELDS.map(({ name, type, options, multiline }) => {
            const error = touched[name] ? errors[name] : undefined;
            return (
              <TextField
                key={name}
                id={`add-donor-${name}`}
                name={name}
                label={translate(`resources.donorlist.fields.${name}`)}
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
              startIcon={sending ? <CircularProgress size={18} color="inherit" aria-label={translate('resources.donorlist.add.sending')} /> : undefined}
            >
              {translate('resources.donorlist.add.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
