import { useState } from 'react';
import { Button, Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { zodResolver } from '@hookform/resolvers/zod';
import { Datagrid, Form, List, TextField, TextInput, TopToolbar, useCreate, useNotify, useTranslate } from 'react-admin';
import { hospitalBodySchema, JOURNEY_ADMIN_TEXTS as T, type FormInput, type Hospital } from '@blood-donation/domain';
import { useMayAccess } from '../auth/useMayAccess';
import { describeFailure } from '../data/httpErrors';
import { CardGrid, EmptyMessage, ListLoadError, useListViewMode } from '../data/ListParts';
import { FormDialogActions } from '../layout/FormDialogActions';
import { PageHeading } from '../layout/PageHeading';

const RESOURCE = 'hospitals';
type HospitalForm = FormInput<typeof hospitalBodySchema>;

/** Add a hospital: its name (once on the list, whatever its case) and city, checked by the API's own schema. */
function HospitalDialog({ onClose }: { onClose: () => void }) {
  const [create] = useCreate();
  const notify = useNotify();
  const save = (data: Record<string, unknown>) =>
    create(RESOURCE, { data }, {
      onSuccess: () => {
        notify(T.hospitalAdded, { type: 'success' });
        onClose();
      },
      onError: (error) => notify(describeFailure(error).serverMessage ?? T.hospitalsLoadError, { type: 'error' }),
    });
  return (
    <Dialog open onClose={onClose} aria-labelledby="hospital-dialog-title" fullWidth maxWidth="xs">
      <DialogTitle id="hospital-dialog-title">{T.addHospital}</DialogTitle>
      <Form<HospitalForm> resource={RESOURCE} defaultValues={{ name: '', city: '' }} resolver={zodResolver(hospitalBodySchema)} onSubmit={save}>
        <DialogContent>
          <TextInput source="name" label={T.name} fullWidth />
          <TextInput source="city" label={T.city} fullWidth />
        </DialogContent>
        <FormDialogActions onCancel={onClose} />
      </Form>
    </Dialog>
  );
}

/** /hospitals: the hospitals the organisation sends blood to, by name; admins add one (drive staff only read it). */
export function HospitalList() {
  const [adding, setAdding] = useState(false);
  const [mode] = useListViewMode(RESOURCE);
  const may = useMayAccess();
  const translate = useTranslate();
  const mayAdd = may({ resource: RESOURCE, action: 'create' });
  return (
    <>
      <PageHeading title={T.hospitalsTitle} />
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {T.hospitalsIntro}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        perPage={25}
        pagination={false}
        actions={
          mayAdd ? (
            <TopToolbar>
              <Button size="small" startIcon={<AddIcon />} onClick={() => setAdding(true)} sx={{ minHeight: 44 }}>
                {translate(T.addHospital)}
              </Button>
            </TopToolbar>
          ) : (
            false
          )
        }
        empty={false}
        error={<ListLoadError message={T.hospitalsLoadError} />}
      >
        {mode === 'table' ? (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyMessage message={T.hospitalsEmpty} />}>
            <TextField source="name" label={T.name} sortable={false} />
            <TextField source="city" label={T.city} sortable={false} />
          </Datagrid>
        ) : (
          <CardGrid<Hospital>
            empty={T.hospitalsEmpty}
            renderCard={(hospital) => (
              <>
                <Typography variant="h6" component="h2">
                  {hospital.name}
                </Typography>
                <Typography variant="body2">{hospital.city}</Typography>
              </>
            )}
          />
        )}
      </List>
      {adding && <HospitalDialog onClose={() => setAdding(false)} />}
    </>
  );
}
