import { Typography } from '@mui/material';
import { AUDIT_ACTIONS, type AuditEntry, formatDateTime } from '@blood-donation/domain';
import { AutocompleteInput, DataTable, DateInput, ReferenceField, ReferenceInput, TextField, usePermissions, useTranslate } from 'react-admin';
import { AdminListPage } from '../data/AdminListPage';
import { choiceFilter } from '../data/listFilters';
import { CardGrid, useListViewMode } from '../data/ListParts';
import { RecordCard } from '../data/RecordCard';

const RESOURCE = 'audit-log';
const T = `resources.${RESOURCE}`;

const auditFilters = [
  <ReferenceInput key="actorId" source="actorId" reference="users" alwaysOn>
    <AutocompleteInput label={`${T}.fields.actorId`} optionText="username" filterToQuery={(q: string) => ({ q })} sx={{ minWidth: 200 }} />
  </ReferenceInput>,
  choiceFilter('action', 'admin.list.all', AUDIT_ACTIONS),
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
];

/** The account that acted (its username, or its id once deleted), and its role then; '—' without one. */
function Actor({ entry }: { entry: AuditEntry }) {
  if (entry.actorId === null) return <>—</>;
  return (
    <>
      <ReferenceField source="actorId" reference="users" link={false} emptyText={`#${entry.actorId}`}>
        <TextField source="username" />
      </ReferenceField>
      {entry.actorRole && ` (${entry.actorRole})`}
    </>
  );
}

const recordOf = (entry: AuditEntry) => (entry.recordType ? `${entry.recordType}${entry.recordId ? ` #${entry.recordId}` : ''}` : '—');
const fieldsOf = (entry: AuditEntry) => (entry.fields.length ? entry.fields.join(', ') : '—');

function AuditLogBody() {
  const [mode] = useListViewMode(RESOURCE);
  if (mode === 'table') {
    // Column headers: resources.audit-log.fields.<source>.
    return (
      <DataTable<AuditEntry> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="at" render={(entry: AuditEntry) => formatDateTime(entry.at)} />
        <DataTable.Col source="actorId" disableSort render={(entry: AuditEntry) => <Actor entry={entry} />} />
        <DataTable.Col source="action" disableSort />
        <DataTable.Col source="recordType" disableSort render={recordOf} />
        <DataTable.Col source="fields" disableSort render={fieldsOf} />
      </DataTable>
    );
  }
  return (
    <CardGrid<AuditEntry> renderCard={(entry) => (
      <RecordCard
        heading={entry.action}
        fields={{ at: formatDateTime(entry.at), actorId: <Actor entry={entry} />, recordType: recordOf(entry), fields: fieldsOf(entry) }}
      />
    )} />
  );
}

/** /audit-log: who changed what and when, newest first; a superAdmin's screen (the API answers 403 to anyone else). */
export function AuditLogList() {
  const { permissions, isPending } = usePermissions<string[]>();
  const translate = useTranslate();
  // Not a request before the roles are known: anyone else would only get the API's 403.
  if (isPending) return null;
  if (permissions && !permissions.includes('superAdmin')) {
    return (
      <Typography role="alert" sx={{ p: 2 }}>
        {translate(`${T}.page.superAdminOnly`)}
      </Typography>
    );
  }
  return (
    <AdminListPage
      resource={RESOURCE}
      title={`${T}.page.title`}
      perPage={25}
      filters={auditFilters}
      sort={{ field: 'at', order: 'DESC' }}
      emptyText={`${T}.page.empty`}
      loadErrorText={`${T}.page.loadFailed`}
      authErrorText="admin.list.authFailed"
      exportable={false}
    >
      <AuditLogBody />
    </AdminListPage>
  );
}
