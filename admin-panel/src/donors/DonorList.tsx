import { useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Link, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import { DataTable, useNotify } from 'react-admin';
import { type DonationRecord } from '@blood-donation/domain';
import { AdminListPage } from '../data/AdminListPage';
import { bloodGroupFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, Field, useListViewMode } from '../data/ListParts';

export const DONOR_LIST_TITLE = 'Available Blood Donors';
export const DONOR_TEXTS = {
  search: 'Search Users',
  empty: 'No donors available at the moment',
  loadError: 'Failed to fetch donor list. Please try again later.',
  missing: 'Not Available',
  contact: 'Contact Donor',
  loaded: 'Donor list loaded successfully',
} as const;

/** Columns GET /api/admin/donorlist cannot sort by. */
const UNSORTABLE = new Set<keyof DonorRecord>(['gender', 'mobile']);

/** A donation as the donor list shows it; `email` is there when the donor has an account. */
export type DonorRecord = Partial<Omit<DonationRecord, 'id'>> & { id: DonationRecord['id']; email?: string | null };

const orMissing = (value: unknown) => (value === null || value === undefined || value === '' ? DONOR_TEXTS.missing : String(value));

const donorFilters = [searchFilter(DONOR_TEXTS.search), bloodGroupFilter()];

const COLUMNS: [keyof DonorRecord, string][] = [
  ['name', 'Name'],
  ['age', 'Age'],
  ['gender', 'Gender'],
  ['bloodGroup', 'Blood Group'],
  ['city', 'City'],
  ['mobile', 'Mobile'],
  ['units', 'Units'],
  ['date', 'Date'],
];

function ContactDialog({ donor, onClose }: { donor: DonorRecord | null; onClose: () => void }) {
  const mobile = donor?.mobile?.trim();
  return (
    <Dialog open={donor !== null} onClose={onClose} aria-labelledby="contact-donor-title" fullWidth maxWidth="xs">
      <DialogTitle id="contact-donor-title">{DONOR_TEXTS.contact}</DialogTitle>
      <DialogContent dividers>
        {donor && (
          <Stack spacing={1}>
            <Typography variant="h6" component="p">
              {orMissing(donor.name)}
            </Typography>
            {mobile ? (
              <>
                <Field label="Call" value={<Link href={`tel:${mobile}`}>{mobile}</Link>} />
                <Field label="Text message" value={<Link href={`sms:${mobile}`}>{`SMS ${mobile}`}</Link>} />
              </>
            ) : (
              <Field label="Mobile" value={DONOR_TEXTS.missing} />
            )}
            {donor.email && <Field label="Email" value={<Link href={`mailto:${donor.email}`}>{donor.email}</Link>} />}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function DonorListBody() {
  const [mode] = useListViewMode('donorlist');
  const [contacting, setContacting] = useState<DonorRecord | null>(null);
  const contactButton = (donor: DonorRecord) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PhoneIcon />}
      aria-label={`${DONOR_TEXTS.contact} ${donor.name ?? ''}`.trim()}
      onClick={() => setContacting(donor)}
    >
      {DONOR_TEXTS.contact}
    </Button>
  );

  return (
    <>
      {mode === 'table' ? (
        <DataTable<DonorRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyMessage>{DONOR_TEXTS.empty}</EmptyMessage>}>
          {COLUMNS.map(([source, label]) => (
            <DataTable.Col
              key={source}
              source={source}
              label={label}
              disableSort={UNSORTABLE.has(source)}
              render={(donor) => orMissing(donor[source])}
            />
          ))}
          <DataTable.Col label="Action" disableSort render={contactButton} />
        </DataTable>
      ) : (
        <CardGrid<DonorRecord>
          empty={DONOR_TEXTS.empty}
          renderCard={(donor) => (
            <>
              <Typography variant="h6" component="h2">
                {orMissing(donor.name)}
              </Typography>
              {COLUMNS.slice(1).map(([source, label]) => (
                <Field key={source} label={label} value={orMissing(donor[source])} />
              ))}
              <Box sx={{ mt: 1 }}>{contactButton(donor)}</Box>
            </>
          )}
        />
      )}
      <ContactDialog donor={contacting} onClose={() => setContacting(null)} />
    </>
  );
}

/** /donorlist: recorded donations, to find and contact a donor (spec section 2, Available Blood Donors). */
export function DonorList() {
  const notify = useNotify();
  return (
    <AdminListPage
      resource="donorlist"
      title={DONOR_LIST_TITLE}
      perPage={5}
      filters={donorFilters}
      emptyText={DONOR_TEXTS.empty}
      loadErrorText={DONOR_TEXTS.loadError}
      // onSuccess runs once per completed fetch of the list, not on re-renders, and never on a failed one.
      queryOptions={{ onSuccess: () => notify(DONOR_TEXTS.loaded, { type: 'success' }) }}
    >
      <DonorListBody />
    </AdminListPage>
  );
}
