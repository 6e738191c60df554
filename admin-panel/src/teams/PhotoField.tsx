import { useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { describeFailure } from '../data/httpErrors';
import type { AdminExtraMethods, TeamMemberRecord } from '../data/resourceRoutes';
import { MemberAvatar } from './MemberAvatar';
import { PHOTO_ACCEPT, TEAM_TEXTS } from './texts';

/**
 * The member's photo: upload (PUT .../photo, multipart `photo`) or remove. The server checks type and size;
 * its 413 and 415 answers are shown as they are.
 */
export function PhotoField({ member, onChange }: { member: TeamMemberRecord; onChange: (member: TeamMemberRecord) => void }) {
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & AdminExtraMethods>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<{ data: TeamMemberRecord }>, success: string, fallback: string) => {
    setBusy(true);
    setError(null);
    try {
      const { data } = await call();
      onChange(data);
      notify(success, { type: 'success' });
      refresh();
    } catch (failure) {
      const message = describeFailure(failure).serverMessage ?? fallback;
      setError(message);
      notify(message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const upload = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void run(() => dataProvider.uploadTeamPhoto(member.id, file), TEAM_TEXTS.photoUpdated, TEAM_TEXTS.photoFailed);
  };

  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 2 }}>
      <Typography component="legend" variant="subtitle2">
        {TEAM_TEXTS.photo}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <MemberAvatar member={member} size={64} />
        <Button component="label" variant="outlined" startIcon={<UploadIcon />} disabled={busy}>
          {TEAM_TEXTS.uploadPhoto}
          <input type="file" hidden accept={PHOTO_ACCEPT} onChange={upload} aria-label={TEAM_TEXTS.uploadPhoto} />
        </Button>
        {member.photoUrl && (
          <Button
            color="error"
            startIcon={<DeleteIcon />}
            disabled={busy}
            onClick={() => void run(() => dataProvider.deleteTeamPhoto(member.id), TEAM_TEXTS.photoRemoved, TEAM_TEXTS.photoRemoveFailed)}
          >
            {TEAM_TEXTS.removePhoto}
          </Button>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary">
        {TEAM_TEXTS.photoHint}
      </Typography>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {error}
        </Alert>
      )}
    </Box>
  );
}
