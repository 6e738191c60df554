import { useEffect, useState } from 'react';
import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import PeopleIcon from '@mui/icons-material/People';
import { useDataProvider, useTranslate } from 'react-admin';
import { type BloodRequestRecord, type DonorMatch, formatDateTime } from '@blood-donation/domain';
import type { AdminDataProvider } from '../data/dataProvider';
import { Field } from '../data/ListParts';
import { InfoDialog } from '../layout/InfoDialog';
import { RequestActionButton } from './RequestActionButton';

const KEY = 'resources.bloodRequests.matches';

type MatchesLoad = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; matches: DonorMatch[] };

/** The request's candidates, read each time the dialog opens. */
function useMatches(requestId: BloodRequestRecord['id']): MatchesLoad {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [load, setLoad] = useState<MatchesLoad>({ state: 'loading' });
  useEffect(() => {
    let active = true;
    dataProvider
      .getBloodRequestMatches(requestId)
      .then(({ data }) => active && setLoad({ state: 'loaded', matches: data }))
      .catch(() => active && setLoad({ state: 'failed' }));
    return () => {
      active = false;
    };
  }, [dataProvider, requestId]);
  return load;
}

/** One candidate as a card: who, which group, whether they may give, and whether they were asked and answered. */
function MatchCard({ match }: { match: DonorMatch }) {
  const translate = useTranslate();
  const eligible = match.eligible ? translate(`${KEY}.eligibleNow`) : translate(`${KEY}.eligibleFrom`, { date: match.nextEligibleDate ?? '—' });
  const answer = match.answer ? translate(`${KEY}.${match.answer}`) : translate(`${KEY}.noAnswer`);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, listStyle: 'none', overflowWrap: 'anywhere' }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {match.username}
      </Typography>
      <Field label={`${KEY}.bloodGroup`} value={`${match.bloodGroup} (${translate(`${KEY}.${match.exactMatch ? 'exactMatch' : 'compatible'}`)})`} />
      <Field label={`${KEY}.eligible`} value={eligible} />
      <Field label={`${KEY}.city`} value={match.city} />
      <Field label={`${KEY}.askedAt`} value={match.askedAt ? formatDateTime(match.askedAt) : translate(`${KEY}.notAsked`)} />
      <Field label={`${KEY}.answer`} value={match.askedAt ? answer : '—'} />
    </Paper>
  );
}

function MatchesBody({ requestId }: { requestId: BloodRequestRecord['id'] }) {
  const translate = useTranslate();
  const load = useMatches(requestId);
  if (load.state === 'loading') return <CircularProgress aria-label={translate(`${KEY}.loading`)} size={28} />;
  if (load.state === 'failed') return <Alert severity="error">{translate(`${KEY}.loadError`)}</Alert>;
  if (load.matches.length === 0) return <Typography>{translate(`${KEY}.empty`)}</Typography>;
  return (
    <Stack component="ul" spacing={1} sx={{ p: 0, m: 0 }}>
      {load.matches.map((match) => (
        <MatchCard key={match.userId} match={match} />
      ))}
    </Stack>
  );
}

/** The dialog of a request's matched donors: who was asked and who answered, and that the blood bank still cross-matches. */
export function MatchesDialog({ request, onClose }: { request: BloodRequestRecord | null; onClose: () => void }) {
  const translate = useTranslate();
  return (
    <InfoDialog open={request !== null} onClose={onClose} titleId="request-matches-title" title={`${KEY}.title`} dividers>
      <Alert severity="info" role="note" sx={{ mb: 2 }}>
        {translate(`${KEY}.crossMatch`)}
      </Alert>
      {request && <MatchesBody requestId={request.id} />}
    </InfoDialog>
  );
}

/** A request's Matches button; it opens the dialog of its matched donors. */
export function MatchesButton({ request }: { request: BloodRequestRecord }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequestActionButton color="secondary" label={translate(`${KEY}.openOf`, { name: request.name })} icon={<PeopleIcon fontSize="small" />} onClick={() => setOpen(true)} />
      <MatchesDialog request={open ? request : null} onClose={() => setOpen(false)} />
    </>
  );
}
