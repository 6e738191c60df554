import type { ReactNode } from 'react';
import { FieldList, type LabelledValue } from './field-list';

/** One record in the card view: a heading, its values and its actions. */
export function RecordCard({ title, fields, actions }: { title: string; fields: readonly LabelledValue[]; actions?: ReactNode }) {
  return (
    <article className="card h-100 shadow-sm">
      <div className="card-body">
        <h2 className="h5 card-title mb-3">{title}</h2>
        <FieldList fields={fields} />
      </div>
      {actions && <div className="card-footer bg-transparent">{actions}</div>}
    </article>
  );
}
