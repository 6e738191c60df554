import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Form, SaveButton, SelectArrayInput, TextInput, maxLength, regex, required, useCreate, useDataProvider, useNotify, useRefresh, useUpdate } from 'react-admin';
import { TEAMS } from '@blood-donation/domain';
import { describeFailure } from '../data/httpErrors';
import type { AdminDataProvider } from '../data/dataProvider';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { NewPhotoField, PhotoField } from './PhotoField';
import { TEAM_LABELS, TEAM_TEXTS } from './texts';

const teamChoices = TEAMS.map((team) => ({ id: team, name: team }));
const httpUrl = [regex(/^https?:\/\/[^\s/]+\S*$/, TEAM_TEXTS.urlInvalid), maxLength(500, TEAM_TEXTS.urlTooLong)];
const blankToNull = (value: string) => (value?.trim() ? value.trim() : null);
const atLeastOneTeam = (value: unknown) => (Array.isArray(value) && value.length > 0 ? undefined : TEAM_TEXTS.teamsRequired);

/**
 * Add or edit a board member. `member` null: closed; 'new': create; a record: edit, with its photo.
 * Mounted while open, so each opening starts from the member's values.
 */
export function MemberDialog({ member, onClose }: { member: TeamMemberRecord | 'new'; onClose: () => void }) {
  const [create] = useCreate();
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // The photo changes on its own endpoint; the form keeps the values being edited.
  const [withPhoto, setWithPhoto] = useState(member);
  // A new member's photo, uploaded once the member exists.
  const [newPhoto, setNewPhoto] = useState<File | null>(null);
  const [newName, setNewName] = useState('');
  const current = member;
  const editing = current !== 'new';

  const onError = (error: unknown) => notify(describeFailure(error).serverMessage ?? TEAM_TEXTS.saveFailed, { type: 'error' });
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
        notify(describeFailure(failure).serverMessage ?? TEAM_TEXTS.photoFailed, { type: 'error' });
        onClose();
        return;
      }
    }
    done(TEAM_TEXTS.created)();
  };

  const save = (data: Record<string, unknown>) =>
    current === 'new'
      ? create('teams', { data }, { onSuccess: (record: TeamMemberRecord) => void created(record), onError })
      : update('teams', { id: current.id, data, previousData: current }, { mutationMode: 'pessimistic', onSuccess: done(TEAM_TEXTS.updated), onError });

  return (
    <Dialog open onClose={onClose} aria-labelledby="member-dialog-title" fullWidth maxWidth="sm">
      <DialogTitle id="member-dialog-title">{editing ? TEAM_TEXTS.editTitle : TEAM_TEXTS.createTitle}</DialogTitle>
      <Form
        record={editing ? current : undefined}
        defaultValues={editing ? undefined : { full_name: '', description: '', linkedin_url: null, twitter_url: null, github_url: null, teams: [] }}
        onSubmit={save}
      >
        <DialogContent>
          <TextInput
            source="full_name"
            label={TEAM_LABELS.full_name}
            onChange={(event: { target: { value: string } }) => setNewName(event.target.value)}
            validate={[required(TEAM_TEXTS.fullNameRequired), maxLength(100, TEAM_TEXTS.fullNameTooLong)]}
          />
          <TextInput
            source="description"
            label={TEAM_LABELS.description}
            multiline
            minRows={3}
            validate={[required(TEAM_TEXTS.descriptionRequired), maxLength(2000, TEAM_TEXTS.descriptionTooLong)]}
          />
          <TextInput source="linkedin_url" label={TEAM_LABELS.linkedin_url} inputProps={{ inputMode: "url" }} parse={blankToNull} validate={httpUrl} />
          <TextInput source="twitter_url" label={TEAM_LABELS.twitter_url} inputProps={{ inputMode: "url" }} parse={blankToNull} validate={httpUrl} />
          <TextInput source="github_url" label={TEAM_LABELS.github_url} inputProps={{ inputMode: "url" }} parse={blankToNull} validate={httpUrl} />
          <SelectArrayInput source="teams" label={TEAM_LABELS.teams} choices={teamChoices} validate={atLeastOneTeam} />
          {withPhoto === 'new' ? <NewPhotoField name={newName} photo={newPhoto} onChange={setNewPhoto} /> : <PhotoField member={withPhoto} onChange={setWithPhoto} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <SaveButton label="Save" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
