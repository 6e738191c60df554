import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { useResourceContext } from 'react-admin';
import { Field } from './ListParts';

/**
 * One record in a list's card view (inside CardGrid): `heading`, what the record is called; then each of `fields`, in
 * order, labelled as its table column (resources.<resource>.fields.<source>, the list's resource); then `actions`.
 */
export function RecordCard({ heading, fields, actions }: { heading: ReactNode; fields: Record<string, ReactNode>; actions?: ReactNode }) {
  const resource = useResourceContext();
  return (
    <>
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      {Object.entries(fields).map(([source, value]) => (
        <Field key={source} label={`resources.${resource}.fields.${source}`} value={value} />
      ))}
      {actions}
    </>
  );
}
