import { useEffect, useMemo, useState, type ChangeEvent, type ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { BoardMemberRecord } from '@blood-donation/domain';
import { describeFailure } from '../data/httpErrors';
import type { AdminDataProvider } from '../data/dataProvider';
import type { TeamMemberRecord } from '../data/resourceRoutes';
import { MemberAvatar } from './MemberAvatar';

const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

interface PhotoControlsProps {
  /** Whose photo, as the avatar shows it. */
  member: Pick<BoardMemberRecord, 'full_name' | 'photoUrl'>;
  onChoose: (file: File) => void;
  /** Offered when there is a photo to remove. */
  onRemove?: () => void;
  busy?: boolean;
  children?: ReactNode;
}

/** The photo's fieldset: the avatar, 'Upload photo' (a file chooser), 'Remove photo' and the accepted files. */
function PhotoControls({ member, onChoose, onRemove, busy = false, children }: PhotoControlsProps) {
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) onChoose(file);
  };
  const translate = useTranslate();
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2">
        {translate('resources.teams.fields.photo')}
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <MemberAvatar member={member} size={64} />
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
          {translate('resources.teams.page.uploadPhoto')}
          <input type="file" hidden accept={PHOTO_ACCEPT} onChange={choose} aria-label={translate('resources.teams.page.uploadPhoto')} />
        </Button>
        {onRemove && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={onRemove}>
            {translate('resources.teams.page.removePhoto')}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {translate('resources.teams.page.photoHint')}
      </Typography>
      {children}
    </Box>
  );
}

/**
 * The member's photo: upload (PUT .../photo, multipart `photo`) or remove. The server checks type and size;
 * its 413 and 415 answers are shown as they are.
 */
export function PhotoField({ member, onChange }: { member: TeamMemberRecord; onChange: (member: TeamMemberRecord) => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const translate = useTranslate();

  /** Runs a photo call; `success` and `fallback` are message keys, the server's own words shown when it gave any. */
  const run = async (call: () => Promise<{ data: TeamMemberRecord }>, success: string, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await call();
      onChange(data);
      notify(success, { type: 'success' });
      refresh();
    } catch (failure) {
      const message = describeFailure(failure).serverMessage ?? translate(fallback);
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PhotoControls
      member={member}
      busy={busy}
      onChoose={(file) => void run(() => dataProvider.uploadTeamPhoto(member.id, file), 'resources.teams.page.photoUpdated', 'resources.teams.page.photoFailed')}
      onRemove={member.photoUrl ? () => void run(() => dataProvider.deleteTeamPhoto(member.id), 'resources.teams.page.photoRemoved', 'resources.teams.page.photoRemoveFailed') : undefined}
    >
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </PhotoControls>
  );
}

/**
 * The photo of a member not saved yet: chosen here, shown as a preview, and uploaded by the dialog once the member
 * exists (the photo endpoint needs the member's id).
 */
export function NewPhotoField({ name, photo, onChange }: { name: string; photo: File | null; onChange: (photo: File | null) => void }) {
  const preview = useMemo(() => (photo ? URL.createObjectURL(photo) : null), [photo]);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  const translate = useTranslate();
  return (
    <PhotoControls
      member={{ full_name: name || translate('resources.teams.page.newMember'), photoUrl: preview }}
      onChoose={onChange}
      onRemove={photo ? () => onChange(null) : undefined}
    />
  );
}
