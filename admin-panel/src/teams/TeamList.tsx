import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { CardGrid, CsvExportButton, EmptyMessage, ListLoadError, useListViewMode } from '../data/ListParts';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { DeleteConfirm } from '../layout/DeleteConfirm';
import { PageHeading } from '../layout/PageHeading';
import { RowActionButtons } from '../layout/RowActionButtons';
import { MemberAvatar } from './MemberAvatar';
import { MemberDialog } from './MemberDialog';
import { TeamChips } from './TeamChips';

const RESOURCE = 'teams';

function RowActions({ onEdit, onDelete }: { onEdit: (member: TeamMemberRecord) => void; onDelete: (member: TeamMemberRecord) => void }) {
  const member = useRecordContext<TeamMemberRecord>();
  const translate = useTranslate();
  if (!member) return null;
  const edit = translate('admin.action.editNamed', { name: member.full_name });
  const remove = translate('admin.action.deleteNamed', { name: member.full_name });
  return (
    <RowActionButtons
      actions={[
        { label: edit, icon: <EditIcon />, onClick: () => onEdit(member) },
        { label: remove, icon: <DeleteIcon />, onClick: () => onDelete(member), color: 'error' },
      ]}
    />
  );
}

/** /teams: the board members with their photo and teams; add, edit (with photo) and delete. */
export function TeamList() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [editing, setEditing] = useState<TeamMemberRecord | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TeamMemberRecord | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  // Cards on a phone or tablet (no Table/Card choice on this screen).
  const [mode] = useListViewMode(RESOURCE);

  const remove = async () => {
    if (!deleting) return;
    setIsDeleting(true);
    try {
      const { meta } = (await dataProvider.delete(RESOURCE, { id: deleting.id, previousData: deleting })) as { meta?: { message?: string } };
      notify(meta?.message?.trim() || 'resources.teams.page.deleted', { type: 'success' });
      refresh();
    } catch {
      notify('resources.teams.page.deleteFailed', { type: 'error' });
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <PageHeading title="resources.teams.page.title" />
      <List
        resource={RESOURCE}
        title={false}
        sort={{ field: 'full_name', order: 'ASC' }}
        perPage={10}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {translate('resources.teams.page.add')}
            </Button>
            <CsvExportButton />
          </TopToolbar>
        }
        empty={false}
        error={<ListLoadError message="resources.teams.page.loadFailed" />}
        queryOptions={{ onError: () => notify('resources.teams.page.loadFailed', { type: 'error' }) }}
      >
        {mode === 'table' ? (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyMessage message="resources.teams.page.empty" />}>
            <FunctionField label="resources.teams.fields.photo" sortable={false} render={(member: TeamMemberRecord) => <MemberAvatar member={member} />} />
            <TextField source="full_name" />
            <FunctionField label="resources.teams.fields.teams" sortable={false} render={(member: TeamMemberRecord) => <TeamChips teams={member.teams} />} />
            <TextField source="description" sortable={false} />
            <FunctionField label="admin.list.actions" render={() => <RowActions onEdit={setEditing} onDelete={setDeleting} />} />
          </Datagrid>
        ) : (
          <CardGrid<TeamMemberRecord> renderCard={(member) => (
            <>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
                <MemberAvatar member={member} />
                <Typography variant="h6" component="h2">
                  {member.full_name}
                </Typography>
              </Box>
              <TeamChips teams={member.teams} />
              <Typography variant="body2" sx={{ my: 1 }}>
                {member.description}
              </Typography>
              <RowActions onEdit={setEditing} onDelete={setDeleting} />
            </>
          )} />
        )}
      </List>
      {editing && <MemberDialog member={editing} onClose={() => setEditing(null)} />}
      <DeleteConfirm resource={RESOURCE} open={deleting !== null} loading={isDeleting} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </>
  );
}
