import { useState } from 'react';
import { Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { useFormState, useWatch } from 'react-hook-form';
import { DateInput, Form, NumberInput, SelectInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { BLOOD_GROUPS, FORM_GENDERS, donationSchema, isBlank, type FormInput } from '@blood-donation/domain';
import { PageTitle } from '../layout/PageTitle';
import { currentSession } from '../auth/session';

type DonationInput = FormInput<typeof donationSchema>;

/** The nine fields, in the form's order; all of them must be filled before Add Donor is enabled. */
const FIELD_NAMES = ['name', 'bloodGroup', 'units', 'mobile', 'gender', 'age', 'city', 'address', 'date'] as const;

/** The text inputs start empty; the number inputs start without a number. */
const EMPTY: Partial<DonationInput> = { name: '', bloodGroup: '', mobile: '', gender: '', city: '', address: '', date: '' };

const choicesOf = (options: readonly string[]) => options.map((option) => ({ id: option, name: option }));
const numberInput = { min: 1, step: 1, inputMode: 'numeric' } as const;
const wide = { gridColumn: { sm: '1 / -1' } };

/** The submit button: enabled once every field has a value, disabled while the donation is being sent. */
function AddDonorButton() {
  const translate = useTranslate();
  const values = useWatch();
  const { isSubmitting } = useFormState();
  const allFilled = FIELD_NAMES.every((name) => !isBlank(values[name] ?? ''));
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={!allFilled || isSubmitting}
      startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" aria-label={translate('resources.donorlist.add.sending')} /> : undefined}
    >
      {translate('resources.donorlist.add.submit')}
    </Button>
  );
}

/** The inputs, labelled resources.donorlist.fields.<name>. */
function DonorInputs() {
  return (
    <Box sx={{ display: 'grid', columnGap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
      <TextInput source="name" />
      <SelectInput source="bloodGroup" choices={choicesOf(BLOOD_GROUPS)} />
      <NumberInput source="units" slotProps={{ htmlInput: numberInput }} />
      <TextInput source="mobile" type="tel" />
      <SelectInput source="gender" choices={choicesOf(FORM_GENDERS)} />
      <NumberInput source="age" slotProps={{ htmlInput: numberInput }} />
      <TextInput source="city" />
      <DateInput source="date" />
      <TextInput source="address" multiline minRows={2} sx={wide} />
      <Box sx={wide}>
        <AddDonorButton />
      </Box>
    </Box>
  );
}

/**
 * /addDonors: an admin records a donation (spec sections 2 and 5, Add Donor), sent to POST /api/add. The form checks
 * its values with the API's own donation schema, so it shows the messages the API would give.
 */
export function AddDonor() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const translate = useTranslate();

  // A new key gives a new, empty form after each donation added.
  const [formKey, setFormKey] = useState(0);

  // What the form hands over is the schema's output: the body POST /api/add takes.
  const add = async (donation: Record<string, unknown>) => {
    if (!(await currentSession())) {
      notify('resources.donorlist.add.notAuthenticated', { type: 'error' });
      return;
    }
    try {
      await dataProvider.create('donorlist', { data: donation });
      notify('resources.donorlist.add.success', { type: 'success' });
      setFormKey((key) => key + 1);
    } catch {
      notify('resources.donorlist.add.failure', { type: 'error' });
    }
  };

  return (
    <Box sx={{ p: { xs: 1, md: 2 }, maxWidth: 720 }}>
      <PageTitle title="resources.donorlist.add.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('resources.donorlist.add.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Form<DonationInput> key={formKey} resource="donorlist" noValidate defaultValues={EMPTY} resolver={zodResolver(donationSchema)} onSubmit={add}>
          <DonorInputs />
        </Form>
      </Paper>
    </Box>
  );
}
