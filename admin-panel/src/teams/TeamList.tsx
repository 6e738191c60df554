import { useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  Datagrid,
  FunctionField,
  List,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { CardGrid, CsvExportButton, EmptyMessage, ListLoadError, useListViewMode } from '../data/ListParts';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { useConfirmedDelete } from '../data/useConfirmedDelete';
import { ConfirmDelete } from '../layout/ConfirmDelete';
import { PageHeading } from '../layout/PageHeading';
import { EditDeleteButtons } from '../layout/RowActionButtons';
import { MemberAvatar } from './MemberAvatar';
import { MemberDialog } from './MemberDialog';
import { TeamChips } from './TeamChips';

const RESOURCE = 'teams';

function RowActions({ onEdit, onDelete }: { onEdit: (member: TeamMemberRecord) => void; onDelete: (member: TeamMemberRecord) => void }) {
  const member = useRecordContext<TeamMemberRecord>();
  return member ? <EditDeleteButtons name={member.full_name} onEdit={() => onEdit(member)} onDelete={() => onDelete(member)} /> : null;
}

/** /teams: the board members with their photo and teams; add, edit (with photo) and delete. */
export function TeamList() {
  const notify = useNotify();
  const translate = useTranslate();
  const [editing, setEditing] = useState<TeamMemberRecord | 'new' | null>(null);
  const { askToDelete, confirmProps } = useConfirmedDelete<TeamMemberRecord>(RESOURCE);
  // Cards on a phone or tablet (no Table/Card choice on this screen).
  const [mode] = useListViewMode(RESOURCE);


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
            <FunctionField label="admin.list.actions" render={() => <RowActions onEdit={setEditing} onDelete={askToDelete} />} />
          </Datagrid>
        ) : (
          <CardGrid<TeamMemberRecord>
            empty="resources.teams.page.empty"
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
                <RowActions onEdit={setEditing} onDelete={askToDelete} />
              </>
            )}
          />
        )}
      </List>
      {editing && <MemberDialog member={editing} onClose={() => setEditing(null)} />}
      <ConfirmDelete {...confirmProps} />
    </>
  );
}
