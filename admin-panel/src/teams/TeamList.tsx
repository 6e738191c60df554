import { useState } from 'react';
import { Box, Button, IconButton, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Confirm,
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { CardGrid, CsvExportButton, EmptyMessage, ListLoadError, useListViewMode } from '../data/ListParts';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { PageTitle } from '../layout/PageTitle';
import { MemberAvatar } from './MemberAvatar';
import { MemberDialog } from './MemberDialog';
import { TeamChips } from './TeamChips';
import { TEAM_LABELS, TEAM_TEXTS } from './texts';

const RESOURCE = 'teams';

function RowActions({ onEdit, onDelete }: { onEdit: (member: TeamMemberRecord) => void; onDelete: (member: TeamMemberRecord) => void }) {
  const member = useRecordContext<TeamMemberRecord>();
  if (!member) return null;
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }}>
      <Tooltip title={`Edit ${member.full_name}`}>
        <IconButton aria-label={`Edit ${member.full_name}`} onClick={() => onEdit(member)}>
          <EditIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title={`Delete ${member.full_name}`}>
        <IconButton aria-label={`Delete ${member.full_name}`} color="error" onClick={() => onDelete(member)}>
          <DeleteIcon />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/** /teams: the board members with their photo and teams; add, edit (with photo) and delete. */
export function TeamList() {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
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
      notify(meta?.message?.trim() || TEAM_TEXTS.deleted, { type: 'success' });
      refresh();
    } catch {
      notify(TEAM_TEXTS.deleteFailed, { type: 'error' });
    } finally {
      setIsDeleting(false);
      setDeleting(null);
    }
  };

  return (
    <>
      <PageTitle title={TEAM_TEXTS.title} />
      <Typography variant="h4" component="h1" sx={{ mt: 2 }}>
        {TEAM_TEXTS.title}
      </Typography>
      <List
        resource={RESOURCE}
        title={false}
        sort={{ field: 'full_name', order: 'ASC' }}
        perPage={10}
        actions={
          <TopToolbar>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {TEAM_TEXTS.add}
            </Button>
            <CsvExportButton />
          </TopToolbar>
        }
        empty={false}
        error={<ListLoadError message={TEAM_TEXTS.loadFailed} />}
        queryOptions={{ onError: () => notify(TEAM_TEXTS.loadFailed, { type: 'error' }) }}
      >
        {mode === 'table' ? (
          <Datagrid bulkActionButtons={false} rowClick={false} empty={<EmptyMessage>{TEAM_TEXTS.empty}</EmptyMessage>}>
            <FunctionField label={TEAM_TEXTS.photo} sortable={false} render={(member: TeamMemberRecord) => <MemberAvatar member={member} />} />
            <TextField source="full_name" label={TEAM_LABELS.full_name} />
            <FunctionField label={TEAM_LABELS.teams} sortable={false} render={(member: TeamMemberRecord) => <TeamChips teams={member.teams} />} />
            <TextField source="description" label={TEAM_LABELS.description} sortable={false} />
            <FunctionField label="Actions" render={() => <RowActions onEdit={setEditing} onDelete={setDeleting} />} />
          </Datagrid>
        ) : (
          <CardGrid<TeamMemberRecord>
            empty={TEAM_TEXTS.empty}
            renderCard={(member) => (
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
            )}
          />
        )}
      </List>
      {editing && <MemberDialog member={editing} onClose={() => setEditing(null)} />}
      <Confirm
        isOpen={deleting !== null}
        loading={isDeleting}
        title={TEAM_TEXTS.deleteTitle}
        content={TEAM_TEXTS.deleteQuestion}
        confirm="Delete"
        onConfirm={() => void remove()}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
