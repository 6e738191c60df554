import { CALL_FAILURE_TEXTS, errorMessage, formatDateTime, PASSKEY_NAME_MAX_LENGTH, type Passkey } from '@blood-donation/domain';
import { type FormEvent, useId, useState } from 'react';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { useToast } from '../../lib/toast';
import { browserHasPasskeys, useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from './api/passkeys';
import { DonorPanel } from './donor-panel';
import { PASSKEYS_TEXTS as T } from './passkeys-texts';

/** The browser's own words for a refused prompt are not the donor's concern: what happened, in ours. */
function addFailure(error: unknown): { text: string; kind: 'info' | 'error' } {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError') return { text: T.cancelled, kind: 'info' };
  if (name === 'InvalidStateError') return { text: T.alreadyHere, kind: 'info' };
  return { text: errorMessage(error, { serverFallback: T.addFailed, noResponse: CALL_FAILURE_TEXTS.noResponse, other: T.addFailed }), kind: 'error' };
}

function AddPasskey() {
  const nameId = useId();
  const [name, setName] = useState('');
  const { mutateAsync: add, isPending } = useAddPasskey();
  const { showToast } = useToast();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await add(name);
      setName('');
      showToast(T.added, 'success');
    } catch (error) {
      const { text, kind } = addFailure(error);
      showToast(text, kind);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <label className="form-label" htmlFor={nameId}>
        {T.nameLabel}
      </label>
      <input
        id={nameId}
        className="form-control"
        value={name}
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        autoComplete="off"
        aria-describedby={`${nameId}-hint`}
        onChange={(event) => setName(event.target.value)}
      />
      <p id={`${nameId}-hint`} className="form-text mt-1">
        {T.nameHint}
      </p>
      <button type="submit" className="btn btn-primary" disabled={isPending}>
        {isPending ? T.adding : T.add}
      </button>
    </form>
  );
}

function PasskeyItem({ passkey, onRemove }: { passkey: Passkey; onRemove: (passkey: Passkey) => void }) {
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const { mutateAsync: rename, isPending } = useRenamePasskey();
  const { showToast } = useToast();
  const details = [T.added_on(formatDateTime(passkey.createdAt)), T.lastUsed(passkey.lastUsedAt ? formatDateTime(passkey.lastUsedAt) : null), passkey.backedUp ? T.synced : T.thisDeviceOnly].join(' · ');

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await rename({ id: passkey.id, name });
      setEditing(false);
      showToast(T.renamed, 'success');
    } catch (error) {
      showToast(errorMessage(error, { serverFallback: T.renameFailed, noResponse: CALL_FAILURE_TEXTS.noResponse, other: T.renameFailed }), 'error');
    }
  };

  if (editing) {
    return (
      <li className="border-top pt-2 mt-2">
        <form className="d-flex flex-wrap align-items-end gap-2" onSubmit={save} noValidate>
          <div className="flex-grow-1">
            <label className="form-label small mb-1" htmlFor={inputId}>
              {T.newName(passkey.name)}
            </label>
            <input id={inputId} className="form-control" value={name} maxLength={PASSKEY_NAME_MAX_LENGTH} required autoComplete="off" onChange={(event) => setName(event.target.value)} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={isPending || name.trim() === ''}>
            {T.save}
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setName(passkey.name);
              setEditing(false);
            }}
          >
            {T.cancel}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 border-top pt-2 mt-2">
      <div className="me-auto text-break">
        <strong>{passkey.name}</strong>
        <br />
        <span className="small text-body-secondary">{details}</span>
      </div>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={() => setEditing(true)}>
        {T.rename}
        <span className="visually-hidden">{T.renameWhat(passkey.name)}</span>
      </button>
      <button type="button" className="btn btn-outline-danger btn-sm" onClick={() => onRemove(passkey)}>
        {T.remove}
        <span className="visually-hidden">{T.removeWhat(passkey.name)}</span>
      </button>
    </li>
  );
}

/**
 * Passkeys: adding one on this device (the browser's own prompt; @simplewebauthn/browser is loaded only then), and
 * every passkey of the account to rename or remove (after a confirmation). Without WebAuthn the card says so.
 */
export function PasskeysCard() {
  const { data: passkeys, isError } = usePasskeys();
  const { mutateAsync: remove } = useRemovePasskey();
  const { showToast } = useToast();
  const [removing, setRemoving] = useState<Passkey | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    const { id } = removing;
    setRemoving(null);
    try {
      await remove(id);
      showToast(T.removed, 'success');
    } catch (error) {
      showToast(errorMessage(error, { serverFallback: T.removeFailed, noResponse: CALL_FAILURE_TEXTS.noResponse, other: T.removeFailed }), 'error');
    }
  };

  return (
    <DonorPanel id="passkeys-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      {browserHasPasskeys() ? <AddPasskey /> : <p>{T.unsupported}</p>}
      <h3 className="h6 mt-4 mb-1">{T.list}</h3>
      {isError && !passkeys && <p className="text-danger mb-0">{T.loadFailed}</p>}
      {passkeys && passkeys.length === 0 && <p className="small text-body-secondary mb-0">{T.none}</p>}
      {passkeys && passkeys.length > 0 && (
        <ul className="list-unstyled mb-0">
          {passkeys.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} onRemove={setRemoving} />
          ))}
        </ul>
      )}
      <ConfirmDialog
        show={removing !== null}
        title={T.removeTitle}
        message={removing ? T.removeConfirm(removing.name) : ''}
        confirmLabel={T.remove}
        confirmVariant="danger"
        cancelLabel={T.cancel}
        onCancel={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
      />
    </DonorPanel>
  );
}
