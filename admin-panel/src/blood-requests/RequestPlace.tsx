import { ToggleButton } from '@mui/material';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import { SelectInput, TextInput, useListContext, useTranslate } from 'react-admin';
import { type BloodRequestRecord, formatDay, URGENT_BADGE_COLORS } from '@blood-donation/domain';
import { BadgeChip } from '../layout/BadgeChip';

// Where and how soon a request is needed: its cells, its filters and the 'Urgent first' sort of Blood Request History.

const KEY = 'resources.bloodRequests';

/** The day the blood is needed by, as the browser writes dates (read as that calendar day wherever the browser is); — without one. */
export const neededByOf = ({ neededBy }: BloodRequestRecord): string => (neededBy ? formatDay(neededBy) : '—');

/** 'Urgent' as a chip, in the colours the donor's Request History shows it in. */
export function UrgentChip() {
  return <BadgeChip label={useTranslate()(`${KEY}.fields.urgent`)} colors={URGENT_BADGE_COLORS} />;
}

/** The urgent cell: the chip on an urgent request, — on the others. */
export function UrgentCell({ request }: { request: BloodRequestRecord }) {
  return request.urgent ? <UrgentChip /> : '—';
}

/** Urgent in words for the details: Yes, No, or — for a request made before the form asked. */
export function Urgency({ request }: { request: BloodRequestRecord }) {
  const translate = useTranslate();
  if (request.urgent === undefined) return '—';
  return translate(request.urgent ? `${KEY}.page.urgentYes` : `${KEY}.page.urgentNo`);
}

/** The filters of where and how soon: urgent or not, and the city (case ignored, on the server). */
export const placeFilters = [
  <SelectInput
    key="urgent"
    source="urgent"
    alwaysOn
    emptyText="admin.list.all"
    choices={[
      { id: 'true', name: `${KEY}.page.urgentOnly` },
      { id: 'false', name: `${KEY}.page.notUrgent` },
    ]}
  />,
  <TextInput key="city" source="city" alwaysOn resettable />,
];

/** The default order of the list: newest first. */
export const NEWEST_FIRST = { field: 'createdAt', order: 'DESC' } as const;

/**
 * 'Urgent first', one click: urgent requests on top (then the others, then those without a city), newest first
 * among them is the server's tie-break by id. Pressed while the list is in that order; a second click goes back to
 * newest first. The only sort on a phone, where the rows are cards without column headers.
 */
export function UrgentFirstButton() {
  const { sort, setSort } = useListContext();
  const translate = useTranslate();
  const pressed = sort?.field === 'urgent' && sort.order === 'DESC';
  return (
    <ToggleButton
      value="urgentFirst"
      size="small"
      selected={pressed}
      onChange={() => setSort(pressed ? NEWEST_FIRST : { field: 'urgent', order: 'DESC' })}
      sx={{ minHeight: 44, gap: 0.5 }}
    >
      <PriorityHighIcon fontSize="small" />
      {translate(`${KEY}.page.urgentFirst`)}
    </ToggleButton>
  );
}
