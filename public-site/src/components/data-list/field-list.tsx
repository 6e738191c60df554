import { MISSING_VALUE_TEXT } from '@blood-donation/domain';
import { Fragment, type ReactNode } from 'react';

/** What a list shows for a value the record does not have (spec section 2). */
export const NOT_AVAILABLE = MISSING_VALUE_TEXT;

export function orNotAvailable(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || String(value).trim() === '' ? NOT_AVAILABLE : value;
}

export interface LabelledValue {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a description list: in cards and in details dialogs. */
export function FieldList({ fields }: { fields: readonly LabelledValue[] }) {
  return (
    <dl className="row mb-0">
      {fields.map(({ label, value }) => (
        <Fragment key={label}>
          <dt className="col-5 fw-semibold">{label}</dt>
          <dd className="col-7 text-break">{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
