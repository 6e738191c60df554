import {
  ApiError,
  CALL_FAILURE_TEXTS,
  errorMessage,
  fieldErrorsFrom,
  type MyTeam,
  TEAM_KIND_LABELS,
  TEAM_KINDS,
  TEAM_TEXTS as T,
  teamCreateSchema,
  type TeamCreate,
  teamJoinSchema,
  teamPagePath,
} from '@blood-donation/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { AppForm } from '../../components/ui/app-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { SelectField, TextField } from '../../components/ui/form-field';
import { SubmitButton } from '../../components/ui/submit-button';
import { SwitchField } from '../../components/ui/switch-field';
import { useToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useCreateTeam, useJoinTeam, useLeaveTeam, useMyTeams, useRemoveMember, useShowInTeam } from './api/teams';
import { DonorPanel } from './donor-panel';

const FAILURE = { serverFallback: CALL_FAILURE_TEXTS.other, noResponse: CALL_FAILURE_TEXTS.noResponse, other: CALL_FAILURE_TEXTS.unexpected };
const KIND_OPTIONS = TEAM_KINDS.map((kind) => ({ value: kind, label: TEAM_KIND_LABELS[kind] }));

function CreateTeamForm() {
  const { mutateAsync: create } = useCreateTeam();
  const { showToast } = useToast();
  const { field, submit, pending, reset, showServerErrors } = useSchemaForm(teamCreateSchema, { name: '', kind: 'workplace' } as TeamCreate);
  const onSubmit = submit(async (values) => {
    try {
      await create({ name: values.name.trim(), kind: values.kind });
      reset({ name: '', kind: 'workplace' });
      showToast(T.created, 'success');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, ['name', 'kind']));
      showToast(errorMessage(error, FAILURE), 'error');
    }
  });
  return (
    <AppForm onSubmit={onSubmit} aria-labelledby="team-create-title">
      <h3 id="team-create-title" className="h6">
        {T.createTitle}
      </h3>
      <TextField label={T.name} autoComplete="off" maxLength={60} {...field('name')} />
      <SelectField label={T.kind} placeholder={T.kind} options={KIND_OPTIONS} {...field('kind')} />
      <SubmitButton pending={pending} pendingLabel={T.create}>
        {T.create}
      </SubmitButton>
    </AppForm>
  );
}

function JoinTeamForm() {
  const { mutateAsync: join } = useJoinTeam();
  const { showToast } = useToast();
  const { field, submit, pending, reset, showServerErrors } = useSchemaForm(teamJoinSchema, { joinCode: '' });
  const onSubmit = submit(async (values) => {
    try {
      await join(values.joinCode);
      reset({ joinCode: '' });
      showToast(T.joined, 'success');
    } catch (error) {
      if (error instanceof ApiError) showServerErrors(fieldErrorsFrom(error.body, ['joinCode']));
      showToast(errorMessage(error, FAILURE), 'error');
    }
  });
  return (
    <AppForm onSubmit={onSubmit} aria-labelledby="team-join-title">
      <h3 id="team-join-title" className="h6">
        {T.joinTitle}
      </h3>
      <TextField label={T.joinCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} {...field('joinCode')} />
      <SubmitButton pending={pending} pendingLabel={T.join}>
        {T.join}
      </SubmitButton>
    </AppForm>
  );
}

function Members({ team }: { team: MyTeam }) {
  const { mutateAsync: remove, isPending } = useRemoveMember();
  const { showToast } = useToast();
  const [removing, setRemoving] = useState<{ userId: number; username: string } | null>(null);
  const others = (team.members ?? []).filter(({ owner }) => !owner);
  if (others.length === 0) return null;
  const confirm = async () => {
    if (!removing) return;
    const { userId } = removing;
    setRemoving(null);
    try {
      await remove({ slug: team.slug, userId });
      showToast(T.removed, 'success');
    } catch (error) {
      showToast(errorMessage(error, FAILURE), 'error');
    }
  };
  return (
    <div className="mt-2">
      <h4 className="h6">{T.manageMembers}</h4>
      <ul className="list-unstyled mb-0">
        {others.map((member) => (
          <li key={member.userId} className="d-flex flex-wrap justify-content-between align-items-center gap-2 py-1">
            <span className="text-break">{member.username}</span>
            <button type="button" className="btn btn-outline-danger btn-sm" disabled={isPending} onClick={() => setRemoving(member)}>
              {T.remove(member.username)}
            </button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        show={removing !== null}
        title={T.remove(removing?.username ?? '')}
        message={removing ? T.removeConfirm(removing.username, team.name) : ''}
        confirmLabel={T.confirm}
        confirmVariant="danger"
        cancelLabel={T.cancel}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirm()}
      />
    </div>
  );
}

function TeamItem({ team }: { team: MyTeam }) {
  const { mutateAsync: leave, isPending: leaving } = useLeaveTeam();
  const { mutateAsync: show, isPending: showing, variables: showingNow } = useShowInTeam();
  const { showToast } = useToast();
  const titleId = `team-${team.id}-title`;
  // The switch moves at once (while the change and the reload of the list are on their way); a refusal puts it back.
  const shown = showing && showingNow ? showingNow.shown : team.shown;
  const run = async (call: () => Promise<unknown>, done?: string) => {
    try {
      await call();
      if (done) showToast(done, 'success');
    } catch (error) {
      showToast(errorMessage(error, FAILURE), 'error');
    }
  };
  const toggle = (wanted: boolean) => run(() => show({ slug: team.slug, shown: wanted }));
  return (
    <li className="border-top pt-3 mt-3">
      <h4 id={titleId} className="h6 mb-1 text-break">
        <Link className="team-link" to={teamPagePath(team.slug)}>
          {team.name}
        </Link>
      </h4>
      <p className="small text-body-secondary mb-2">
        {TEAM_KIND_LABELS[team.kind]} · {team.role === 'owner' ? T.owner : T.member}
      </p>
      <p className="mb-2">
        {T.codeToShare}: <code className="fs-6 user-select-all">{team.joinCode}</code>
      </p>
      <SwitchField label={T.show} checked={shown} disabled={showing} onChange={(event) => void toggle(event.target.checked)} />
      <Members team={team} />
      {team.role === 'owner' && <p className="form-text">{T.ownerLeaveNote}</p>}
      <button type="button" className="btn btn-outline-secondary btn-sm mt-1" disabled={leaving} onClick={() => void run(() => leave(team.slug), T.left)}>
        {T.leave}
        <span className="visually-hidden">: {team.name}</span>
      </button>
    </li>
  );
}

/** Teams: create one, join with a code, and for each of the donor's teams its code, the shown switch, leave, remove. */
export function TeamsCard() {
  const { data, isError } = useMyTeams();
  return (
    <DonorPanel id="teams-title" title={T.cardTitle}>
      <p className="text-body-secondary">{T.cardIntro}</p>
      <div className="row g-3">
        <div className="col-12 col-sm-6">
          <CreateTeamForm />
        </div>
        <div className="col-12 col-sm-6">
          <JoinTeamForm />
        </div>
      </div>
      <h3 className="h6 mt-4 mb-0">{T.myTeams}</h3>
      {isError && !data && <p className="text-danger mt-2 mb-0">{FAILURE.serverFallback}</p>}
      {data && data.length === 0 && <p className="mt-2 mb-0">{T.noTeams}</p>}
      {data && data.length > 0 && (
        <ul className="list-unstyled mb-0">
          {data.map((team) => (
            <TeamItem key={team.id} team={team} />
          ))}
        </ul>
      )}
    </DonorPanel>
  );
}
