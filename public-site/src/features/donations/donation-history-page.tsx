import { formatDateTime, formatDay } from '@blood-donation/domain';
import { DetailsDialog, useDialogItem } from '../../components/data-list/details-dialog';
import { orNotAvailable } from '../../components/data-list/field-list';
import { OwnRecordList } from '../../components/data-list/own-record-list';
import type { Column } from '../../components/data-list/paged-list';
import { useDocumentTitle } from '../../lib/use-document-title';
import { type Donation, useOwnDonations } from './api/get-own-donations';
import { DONATION_HISTORY_TEXTS as T } from './texts';

type DonationEvent = NonNullable<Donation['event']>;

function eventFields(event: DonationEvent) {
  return [
    { label: 'Name', value: event.name },
    { label: 'Date and Time', value: formatDateTime(event.dateTime) },
    { label: 'Location', value: orNotAvailable(event.location) },
    { label: 'Organizer', value: orNotAvailable(event.organizer) },
    { label: 'Description', value: orNotAvailable(event.description) },
  ];
}

export function DonationHistoryPage() {
  useDocumentTitle('Donation History');
  const donations = useOwnDonations();
  const eventDialog = useDialogItem<DonationEvent>();

  const action = (donation: Donation) => {
    const { event } = donation;
    // No event: nothing (a card gets no footer; the table's cell reads its column's `none`).
    if (!event) return null;
    return (
      <button type="button" className="btn btn-sm btn-primary text-nowrap" onClick={() => eventDialog.open(event)}>
        View Event<span className="visually-hidden"> for the donation of {orNotAvailable(formatDay(donation.date))}</span>
      </button>
    );
  };

  const columns: Column<Donation>[] = [
    { header: 'Name', cell: (donation) => orNotAvailable(donation.name), rowHeader: true, inCard: false },
    { header: 'Age', cell: (donation) => orNotAvailable(donation.age) },
    { header: 'Gender', cell: (donation) => orNotAvailable(donation.gender) },
    { header: 'Blood Group', cell: (donation) => orNotAvailable(donation.bloodGroup) },
    { header: 'City', cell: (donation) => orNotAvailable(donation.city) },
    { header: 'Mobile', cell: (donation) => orNotAvailable(donation.mobile) },
    { header: 'Units', cell: (donation) => orNotAvailable(donation.units) },
    { header: 'Date', cell: (donation) => orNotAvailable(formatDay(donation.date)) },
    { header: 'Action', cell: action, actions: true, none: 'No event' },
  ];

  return (
    <section className="container py-5">
      <h1 className="mb-2">Donation History</h1>
      <p className="text-body-secondary mb-4">Every donation you have recorded, and the drive it was made at.</p>
      <OwnRecordList list={donations} texts={T} columns={columns} getKey={(donation) => donation.id} cardTitle={(donation) => String(orNotAvailable(donation.name))} />
      {eventDialog.item && (
        <DetailsDialog show={eventDialog.show} title="Event Details" fields={eventFields(eventDialog.item)} onClose={eventDialog.close} />
      )}
    </section>
  );
}
