import { BLOOD_GROUPS } from '@blood-donation/domain';
import { csvFields, defineList } from '../lists/list-definition';
import { FILTERS } from '../lists/list-filters';
import { Donation } from './donation.entity';
import { DONATION_MESSAGES } from './donations.messages';
import { AdminDonationRecordDto, type ListedDonation } from './dto/admin-donation-record.dto';

/** Donations: GET /api/admin/donorlist (and its export), /api/donorlist and /api/user-donors. */
export const DONATION_LIST = defineList({
  resource: 'donorlist',
  entity: Donation,
  table: 'donations',
  alias: 'donation',
  sorts: { name: 'name', age: 'age', bloodGroup: 'bloodGroup', city: 'city', units: 'units', date: 'date' },
  defaultSort: ['date', 'DESC'],
  filters: { q: FILTERS.search("the donor's name"), bloodGroup: FILTERS.oneOf('bloodGroup', BLOOD_GROUPS, 'c1') },
  searchWords: (donation: Donation) => [donation.name],
  withRelations: (builder) => builder.leftJoinAndSelect('donation.event', 'event').leftJoin('donation.user', 'user').addSelect(['user.id', 'user.email']),
  toRow: (donation: Donation) => AdminDonationRecordDto.fromAdmin(donation),
  csv: [
    ...csvFields<ListedDonation, keyof ListedDonation>('id', 'name', 'email', 'bloodGroup', 'units', 'mobile', 'gender', 'age', 'city', 'address', 'date'),
    ['event', (row) => row.event?.name],
    ['createdAt', (row) => row.createdAt],
  ],
  notFound: DONATION_MESSAGES.notFound,
  docs: { summary: 'One page of donations', rowType: AdminDonationRecordDto, filterExample: '{"q":"asha","bloodGroup":"O-"}', sortExample: '["name","ASC"]' },
});
