import { useState } from 'react';
import { Box, Button, Link, Stack, Typography } from '@mui/material';
import PhoneIcon from '@mui/icons-material/Phone';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { DataTable, useTranslate } from 'react-admin';
import { type AdminDonationRecord, formatDay, JOURNEY_ADMIN_TEXTS } from '@blood-donation/domain';
import { useMayAccess } from '../auth/useMayAccess';
import { AdminListPage } from '../data/AdminListPage';
import { bloodGroupFilter, searchFilter } from '../data/listFilters';
import { CardGrid, EmptyMessage, Field, useListViewMode } from '../data/ListParts';
import { InfoDialog } from '../layout/InfoDialog';
import { JourneyDialog } from './JourneyDialog';

/** Columns GET /api/admin/donorlist cannot sort by. */
const UNSORTABLE = new Set<keyof DonorRecord>(['gender', 'mobile']);

/** A donation as the donor list shows it; `email` is there when the donor has an account. */
export type DonorRecord = Partial<Omit<AdminDonationRecord, 'id'>> & { id: AdminDonationRecord['id'] };

/** A donor's value, or 'Not Available' when the donation has none. */
function useOrMissing() {
  const translate = useTranslate();
  return (value: unknown) => (value === null || value === undefined || value === '' ? translate('resources.donorlist.page.missing') : String(value));
}

/** When the row's donor may give again, as the server judged it: 'Can donate now' or 'Can donate from <day>'. */
function useEligibility() {
  const translate = useTranslate();
  const orMissing = useOrMissing();
  return ({ nextEligibleDate }: DonorRecord) => {
    if (nextEligibleDate === undefined) return orMissing(undefined);
    return nextEligibleDate === null ? translate('resources.donorlist.page.eligibleNow') : translate('resources.donorlist.page.eligibleFrom', { day: formatDay(nextEligibleDate) });
  };
}

const donorFilters = [searchFilter('resources.donorlist.page.search'), bloodGroupFilter()];

/** The columns, labelled resources.donorlist.fields.<source>. */
const COLUMNS: (keyof DonorRecord)[] = ['name', 'age', 'gender', 'bloodGroup', 'city', 'mobile', 'units', 'date'];

function ContactDialog({ donor, onClose }: { donor: DonorRecord | null; onClose: () => void }) {
  const mobile = donor?.mobile?.trim();
  const translate = useTranslate();
  const orMissing = useOrMissing();
  return (
    <InfoDialog open={donor !== null} onClose={onClose} titleId="contact-donor-title" title="resources.donorlist.page.contact" maxWidth="xs" dividers>
      {donor && (
        <Stack spacing={1}>
          <Typography variant="h6" component="p">
            {orMissing(donor.name)}
          </Typography>
          {mobile ? (
            <>
              <Field label="resources.donorlist.page.call" value={<Link href={`tel:${mobile}`}>{mobile}</Link>} />
              <Field label="resources.donorlist.page.textMessage" value={<Link href={`sms:${mobile}`}>{translate('resources.donorlist.page.sms', { mobile })}</Link>} />
            </>
          ) : (
            <Field label="resources.donorlist.fields.mobile" value={orMissing(undefined)} />
          )}
          {donor.email && <Field label="resources.donorlist.fields.email" value={<Link href={`mailto:${donor.email}`}>{donor.email}</Link>} />}
        </Stack>
      )}
    </InfoDialog>
  );
}

function DonorListBody() {
  const [mode] = useListViewMode('donorlist');
  const [contacting, setContacting] = useState<DonorRecord | null>(null);
  const [recording, setRecording] = useState<DonorRecord | null>(null);
  const mayRecord = useMayAccess()({ resource: 'donation-journey', action: 'change' });
  const translate = useTranslate();
  const orMissing = useOrMissing();
  const eligibility = useEligibility();
  const contactButton = (donor: DonorRecord) => (
    <Button
      size="small"
      variant="outlined"
      startIcon={<PhoneIcon />}
      aria-label={translate('resources.donorlist.page.contactNamed', { name: donor.name ?? '' }).trim()}
      onClick={() => setContacting(donor)}
    >
      {translate('resources.donorlist.page.contact')}
    </Button>
  );
  /** What became of the donation (issued to a hospital, research, not used): a dialog, then a confirmation. */
  const journeyButton = (donor: DonorRecord) =>
    mayRecord && (
      <Button
        size="small"
        variant="outlined"
        startIcon={<LocalShippingIcon />}
        aria-label={JOURNEY_ADMIN_TEXTS.recordJourneyNamed(donor.name ?? '')}
        onClick={() => setRecording(donor)}
        sx={{ minHeight: 44 }}
      >
        {JOURNEY_ADMIN_TEXTS.recordJourney}
      </Button>
    );
  const actions = (donor: DonorRecord) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {contactButton(donor)}
      {journeyButton(donor)}
    </Box>
  );

  return (
    <>
      {/* The title is the spec's; this says what the rows really are. */}
      <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 1 }}>
        {translate('resources.donorlist.page.whatItLists')}
      </Typography>
      {mode === 'table' ? (
        <DataTable<DonorRecord> bulkActionButtons={false} rowClick={false} empty={<EmptyMessage message="resources.donorlist.page.empty" />}>
          {COLUMNS.map((source) => (
            <DataTable.Col
              key={source}
              source={source}
              disableSort={UNSORTABLE.has(source)}
              render={(donor) => orMissing(donor[source])}
            />
          ))}
          <DataTable.Col source="nextEligibleDate" disableSort render={eligibility} />
          <DataTable.Col label="resources.donorlist.page.action" disableSort render={actions} />
        </DataTable>
      ) : (
        <CardGrid<DonorRecord>
          empty="resources.donorlist.page.empty"
          renderCard={(donor) => (
            <>
              <Typography variant="h6" component="h2">
                {orMissing(donor.name)}
              </Typography>
              {COLUMNS.slice(1).map((source) => (
                <Field key={source} label={`resources.donorlist.fields.${source}`} value={orMissing(donor[source])} />
              ))}
              <Field label="resources.donorlist.fields.nextEligibleDate" value={eligibility(donor)} />
              <Box sx={{ mt: 1 }}>{actions(donor)}</Box>
            </>
          )}
        />
      )}
      <ContactDialog donor={contacting} onClose={() => setContacting(null)} />
      {recording && <JourneyDialog donation={{ id: Number(recording.id), name: recording.name, date: recording.date }} onClose={() => setRecording(null)} />}
    </>
  );
}

/** /donorlist: recorded donations, to find and contact a donor (spec section 2, Available Blood Donors). */
export function DonorList() {
  return (
    <AdminListPage
      resource="donorlist"
      title="resources.donorlist.page.title"
      perPage={5}
      filters={donorFilters}
      emptyText="resources.donorlist.page.empty"
      loadErrorText="resources.donorlist.page.loadError"
      loadedText="resources.donorlist.page.loaded"
    >
      <DonorListBody />
    </AdminListPage>
  );
}
