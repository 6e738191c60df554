import { useState } from 'react';
import { Dialog, DialogContent, DialogTitle } from '@mui/material';
import {
  Form,
  SelectArrayInput,
  TextInput,
  useCreate,
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  useUpdate,
} from 'react-admin';
import { zodResolver } from '@hookform/resolvers/zod';
import { TEAMS, boardMemberFormSchema, type FormInput } from '@blood-donation/domain';
import { describeFailure } from '../data/httpErrors';
import type { AdminDataProvider } from '../data/dataProvider';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { FormDialogActions } from '../layout/FormDialogActions';
import { NewPhotoField, PhotoField } from './PhotoField';

const teamChoices = TEAMS.map((team) => ({ id: team, name: team }));

type MemberForm = FormInput<typeof boardMemberFormSchema>;
const NEW_MEMBER: MemberForm = { full_name: '', description: '', linkedin_url: null, twitter_url: null, github_url: null, teams: [] };

/** The member's values the form edits: the schema's fields only (the id and photo are not part of the body). */
function formValuesOf(member: TeamMemberRecord): MemberForm {
  return Object.fromEntries(boardMemberFormSchema.keyof().options.map((field) => [field, member[field]])) as MemberForm;
}

/**
 * Add or edit a board member. `member` null: closed; 'new': create; a record: edit, with its photo.
 * Mounted while open, so each opening starts from the member's values. The form is checked by the API's board
 * member schema and sends what it parses (trimmed; a blank link is null).
 */
export function MemberDialog({ member, onClose }: { member: TeamMemberRecord | 'new'; onClose: () => void }) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const translate = useTranslate();
  // The photo changes on its own endpoint; the form keeps the values being edited.
  const [withPhoto, setWithPhoto] = useState(member);
  // A new member's photo, uploaded once the member exists.
  const [newPhoto, setNewPhoto] = useState<File | null>(null);
  const [newName, setNewName] = useState('');
  const current = member;
  const editing = current !== 'new';

  const onError = (error: unknown) => notify(describeFailure(error).serverMessage ?? 'resources.teams.page.saveFailed', { type: 'error' });
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    onClose();
  };

  /** After creating: the chosen photo, if any; the member stays created when only the photo fails. */
  const created = async (record: TeamMemberRecord) => {
    if (newPhoto) {
      try {
        await dataProvider.uploadTeamPhoto(record.id, newPhoto);
        refresh();
      } catch (failure) {
        notify(describeFailure(failure).serverMessage ?? 'resources.teams.page.photoFailed', { type: 'error' });
        onClose();
        return;
      }
    }
    done('resources.teams.page.created')();
  };

  const save = (data: Record<string, unknown>) =>
    current === 'new'
      ? create('teams', { data }, { onSuccess: (record: TeamMemberRecord) => void created(record), onError })
      : update('teams', { id: current.id, data, previousData: current }, { mutationMode: 'pessimistic', onSuccess: done('resources.teams.page.updated'), onError });

  return (
    <Dialog open onClose={onClose} aria-labelledby="member-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-dialog-title">{translate(editing ? 'resources.teams.page.editTitle' : 'resources.teams.page.createTitle')}</DialogTitle>
      {/* The labels are the teams resource's (resources.teams.fields), wherever the dialog opens. */}
      <Form<MemberForm> resource="teams" defaultValues={editing ? formValuesOf(current) : NEW_MEMBER} resolver={zodResolver(boardMemberFormSchema)} onSubmit={save}>
        <DialogContent>
          <TextInput source="full_name" onChange={(event: { target: { value: string } }) => setNewName(event.target.value)} />
          <TextInput source="description" multiline minRows={3} />
          <TextInput source="linkedin_url" inputProps={{ inputMode: 'url' }} />
          <TextInput source="twitter_url" inputProps={{ inputMode: 'url' }} />
          <TextInput source="github_url" inputProps={{ inputMode: 'url' }} />
          <SelectArrayInput source="teams" choices={teamChoices} />
          {withPhoto === 'new' ? <NewPhotoField name={newName} photo={newPhoto} onChange={setNewPhoto} /> : <PhotoField member={withPhoto} onChange={setWithPhoto} />}
        </DialogContent>
        <FormDialogActions onCancel={onClose} />
      </Form>
    </Dialog>
  );
}
