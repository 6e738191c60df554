import { formatDay } from '@blood-donation/domain';
import { NOT_AVAILABLE, orNotAvailable } from '../../components/data-list/field-list';
import type { BloodRequest } from './api/get-own-requests';
import { noteLabelOf } from './request-moves';
import { StatusBadge, UrgentBadge } from './status-badge';
import { PLACE_TEXTS as P, REQUEST_HISTORY_TEXTS as T } from './texts';

// What the requester entered, as Request History shows it: in its table, on its cards and in 'Request Details'.

/** The day the blood is needed by, as the browser writes dates; read as that calendar day wherever the browser is. */
const neededByOf = ({ neededBy }: BloodRequest): string => (neededBy ? formatDay(neededBy) : NOT_AVAILABLE);

/** How soon: the day it is needed by (when given) and the Urgent badge of an urgent request. */
export function HowSoon({ request }: { request: BloodRequest }) {
  if (!request.urgent) return neededByOf(request);
  return (
    <span className="d-inline-flex flex-wrap align-items-center gap-2">
      {request.neededBy && neededByOf(request)}
      <UrgentBadge />
    </span>
  );
}

/**
 * A text the requester typed freely (a name, a city, a hospital, a disease): it wraps in the table rather than widen
 * it, a word too long for its column included.
 */
export function FreeText({ value }: { value: string | null | undefined }) {
  return <span className="cell-text">{orNotAvailable(value)}</span>;
}

/** Urgent or not; Not Available for a request made before the form asked where and how soon. */
const urgencyOf = ({ urgent }: BloodRequest): string => (urgent === undefined ? NOT_AVAILABLE : urgent ? T.urgentYes : T.urgentNo);

/** Every field of a request, for its 'Request Details' dialog. */
export function detailFields(request: BloodRequest) {
  return [
    { label: 'Name', value: request.name },
    { label: 'Email', value: orNotAvailable(request.email) },
    { label: 'Blood Group', value: request.bloodGroup },
    { label: 'Contact', value: orNotAvailable(request.mobile) },
    { label: 'Age', value: orNotAvailable(request.age) },
    { label: 'Gender', value: orNotAvailable(request.gender) },
    { label: 'Disease', value: orNotAvailable(request.disease) },
    { label: 'Units', value: orNotAvailable(request.units) },
    { label: P.city, value: orNotAvailable(request.city) },
    { label: P.hospital, value: orNotAvailable(request.hospital) },
    { label: P.neededBy, value: neededByOf(request) },
    { label: P.urgent, value: urgencyOf(request) },
    { label: 'Status', value: <StatusBadge status={request.status} /> },
    ...(request.message ? [{ label: noteLabelOf(request.status), value: request.message }] : []),
  ];
}
