import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { lastUsedText, SESSIONS_TEXTS as T, type UserSession } from '@blood-donation/domain';
import { ConfirmDialog } from '../layout/ConfirmDialog';
import { PageHeading } from '../layout/PageHeading';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { endOtherSessions, endSession, listSessions } from './sessionCalls';

const messageOf = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);

/**
 * /your-sessions: where the staff member's account is logged in (GET /api/user/sessions), this device's marked, each
 * other with End, and 'Log out everywhere else' when there are others; both after a confirmation. This device's own
 * session is ended with Logout.
 */
export function YourSessions() {
  const notify = useNotify();
  const [sessions, setSessions] = useState<UserSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState<UserSession | 'others' | null>(null);
  const [sending, setSending] = useState(false);

  const load = useCallback(
    () =>
      listSessions().then(
        (list) => {
          setSessions(list);
          setFailed(false);
        },
        () => setFailed(true),
      ),
    [],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const confirm = async () => {
    const what = asked;
    setSending(true);
    try {
      if (what === 'others') notify(T.endedOthers((await endOtherSessions()).ended), { type: 'success' });
      else if (what) notify((await endSession(what.id)).message, { type: 'success' });
    } catch (error) {
      notify(messageOf(error, T.endFailed), { type: 'error' });
    } finally {
      setSending(false);
      setAsked(null);
      await load();
    }
  };

  const others = (sessions ?? []).filter(({ current }) => !current);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageHeading title={T.panelTitle} gutterBottom />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      {failed && !sessions && <Alert severity="error">{T.loadFailed}</Alert>}
      <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {(sessions ?? []).map((session) => (
          <Card component="li" variant="outlined" key={session.id} aria-label={session.device}>
            <CardContent sx={{ pb: 1 }}>
              <Typography component="h2" variant="subtitle1" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, overflowWrap: 'anywhere' }}>
                {session.device}
                {session.current && <Chip size="small" color="success" label={T.thisDevice} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <time dateTime={session.lastUsedAt}>{lastUsedText(session.lastUsedAt, SITE_TIME_ZONE)}</time>
              </Typography>
            </CardContent>
            {!session.current && (
              <CardActions>
                <Button color="error" variant="outlined" onClick={() => setAsked(session)} sx={{ minHeight: 44 }} aria-label={`${T.end}${T.endWhat(session.device)}`}>
                  {T.end}
                </Button>
              </CardActions>
            )}
          </Card>
        ))}
      </Stack>
      {sessions &&
        (others.length > 0 ? (
          <Button color="error" variant="contained" onClick={() => setAsked('others')} sx={{ minHeight: 44, mt: 2 }}>
            {T.endOthers}
          </Button>
        ) : (
          <Typography variant="body2" sx={{ mt: 2 }}>
            {T.onlyThis}
          </Typography>
        ))}
      {asked !== null && (
        <ConfirmDialog
          id="end-session"
          title={asked === 'others' ? T.endOthersTitle : T.endTitle}
          confirm={asked === 'others' ? T.endOthers : T.end}
          color="error"
          sending={sending}
          onCancel={() => setAsked(null)}
          onConfirm={() => void confirm()}
        >
          {asked === 'others' ? T.endOthersMessage : T.endMessage(asked.device)}
        </ConfirmDialog>
      )}
    </Box>
  );
}
