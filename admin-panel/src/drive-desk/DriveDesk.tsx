import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import {
  DESK_CARD_TEXTS, DESK_STATUS_LABELS, DESK_TEXTS as T, formatDay, formatTimeIn, JOURNEY_ADMIN_TEXTS, todayIn, type DeskAppointment, type DeskOutcome, type DriveFigures,
} from '@blood-donation/domain';
import { JourneyDialog } from '../donors/JourneyDialog';
import { PageHeading } from '../layout/PageHeading';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { CardLookup } from './CardLookup';
import { addWalkIn, deskAppointments, driveFigures, recordOutcome } from './deskCalls';
import { DriveFiguresLine } from './DriveFiguresLine';
import { OutcomeDialog, type OutcomeKind } from './OutcomeDialog';

const TARGET = { minHeight: 44, minWidth: 44 };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One appointment at the desk: name, time, blood group, eligibility, status, and what may be recorded next. */
function AppointmentCard({ appointment, now, onCheckIn, onOutcome, onNoShow, onJourney }: {
  appointment: DeskAppointment;
  /** When the list was loaded: 'No show' is offered for a time over by then. */
  now: number;
  onCheckIn: () => void;
  onOutcome: (kind: OutcomeKind) => void;
  onNoShow: () => void;
  /** What became of the donation recorded here (issued to a hospital, research, not used). */
  onJourney: () => void;
}) {
  const { name, start, bloodGroup, nextEligibleDate, status } = appointment;
  const open = status === 'booked' || status === 'checked-in';
  const over = new Date(appointment.end).getTime() <= now;
  return (
    <Card component="li" variant="outlined" aria-label={name}>
      <CardContent sx={{ pb: 1 }}>
        <Typography component="h2" variant="h6">
          {formatTimeIn(start, SITE_TIME_ZONE)} · {name}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
          <Chip label={DESK_STATUS_LABELS[status] ?? status} color={status === 'donated' ? 'success' : 'default'} />
          {bloodGroup && <Chip label={bloodGroup} variant="outlined" />}
          <Chip label={nextEligibleDate ? T.eligibleFrom(formatDay(nextEligibleDate)) : T.eligibleToday} variant="outlined" color={nextEligibleDate ? 'warning' : 'default'} />
        </Stack>
      </CardContent>
      {open && (
        <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {status === 'booked' && (
            <Button variant="contained" onClick={onCheckIn} sx={TARGET}>
              {T.checkIn}
            </Button>
          )}
          <Button variant={status === 'checked-in' ? 'contained' : 'outlined'} onClick={() => onOutcome('donated')} sx={TARGET}>
            {T.donated}
          </Button>
          <Button variant="outlined" onClick={() => onOutcome('deferred')} sx={TARGET}>
            {T.deferred}
          </Button>
          {status === 'booked' && over && (
            <Button variant="outlined" onClick={onNoShow} sx={TARGET}>
              {T.noShow}
            </Button>
          )}
        </CardActions>
      )}
      {status === 'donated' && appointment.donationId !== null && (
        <CardActions>
          <Button variant="outlined" onClick={onJourney} aria-label={JOURNEY_ADMIN_TEXTS.recordJourneyNamed(name)} sx={TARGET}>
            {JOURNEY_ADMIN_TEXTS.recordJourney}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}

/**
 * The drive desk (/drive-desk/{driveId}), for a tablet or phone at the drive: the drive's figures, its appointments by
 * time (search by name), 'Checked in', then the outcome; a walk-in added by email.
 */
export function DriveDesk() {
  return <DriveDeskScreen driveId={Number(useParams().driveId)} />;
}

/** The desk of one drive. */
export function DriveDeskScreen({ driveId }: { driveId: number }) {
  const notify = useNotify();
  const [appointments, setAppointments] = useState<DeskAppointment[] | null>(null);
  const [figures, setFigures] = useState<DriveFigures | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [email, setEmail] = useState('');
  const [dialog, setDialog] = useState<{ appointment: DeskAppointment; kind: OutcomeKind } | null>(null);
  /** The appointment a donor card found, shown first with its actions. */
  const [foundId, setFoundId] = useState<number | null>(null);
  const [journeyOf, setJourneyOf] = useState<DeskAppointment | null>(null);

  const [version, setVersion] = useState(0);
  const [now, setNow] = useState(0);
  const load = useCallback(() => setVersion((current) => current + 1), []);
  useEffect(() => {
    let live = true;
    Promise.all([deskAppointments(driveId), driveFigures(driveId)]).then(
      ([list, counts]) => {
        if (!live) return;
        setAppointments(list);
        setFigures(counts);
        setNow(Date.now());
        setFailure(null);
      },
      (error: unknown) => live && setFailure(messageOf(error)),
    );
    return () => {
      live = false;
    };
  }, [driveId, version]);

  const record = async (id: number, outcome: DeskOutcome) => {
    await recordOutcome(id, outcome);
    notify(T.recorded, { type: 'success' });
    load();
  };
  const act = (id: number, outcome: DeskOutcome) => record(id, outcome).catch((error) => notify(messageOf(error), { type: 'error' }));
  const walkIn = async () => {
    try {
      await addWalkIn(driveId, email);
      setEmail('');
      notify(T.walkInAdded, { type: 'success' });
      load();
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };

  const shown = (appointments ?? []).filter(({ name }) => name.toLowerCase().includes(search.trim().toLowerCase()));
  const found = foundId === null ? undefined : appointments?.find(({ id }) => id === foundId);
  const cardOf = (appointment: DeskAppointment) => (
    <AppointmentCard
      key={appointment.id}
      appointment={appointment}
      now={now}
      onCheckIn={() => void act(appointment.id, { status: 'checked-in' })}
      onNoShow={() => void act(appointment.id, { status: 'no-show' })}
      onOutcome={(kind) => setDialog({ appointment, kind })}
      onJourney={() => setJourneyOf(appointment)}
    />
  );
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <PageHeading title={T.title} gutterBottom />
      <Stack spacing={2}>
        <DriveFiguresLine figures={figures} />
        {failure && <Alert severity="error">{failure}</Alert>}
        <CardLookup
          driveId={driveId}
          onFound={({ appointmentId }) => {
            setFoundId(appointmentId);
            // The list may not hold it yet (booked since it loaded): load it again.
            if (!appointments?.some(({ id }) => id === appointmentId)) load();
          }}
        />
        {found && (
          <Stack component="section" spacing={1} aria-label={DESK_CARD_TEXTS.found}>
            <Typography component="h2" variant="subtitle1">
              {DESK_CARD_TEXTS.found}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
              {cardOf(found)}
            </Stack>
          </Stack>
        )}
        <TextField label={T.search} value={search} onChange={(event) => setSearch(event.target.value)} type="search" fullWidth />
        <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(event) => { event.preventDefault(); void walkIn(); }}>
          <TextField label={T.walkInEmail} value={email} onChange={(event) => setEmail(event.target.value)} type="email" fullWidth required />
          <Button type="submit" variant="outlined" sx={{ ...TARGET, flexShrink: 0 }}>
            {T.addWalkIn}
          </Button>
        </Stack>
        {appointments && shown.length === 0 && <Typography>{T.none}</Typography>}
        <Stack component="ul" spacing={1} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {shown.map(cardOf)}
        </Stack>
      </Stack>
      {journeyOf?.donationId && (
        // The donation was recorded at the desk on the day of its appointment (SITE_TIME_ZONE).
        <JourneyDialog donation={{ id: journeyOf.donationId, name: journeyOf.name, date: todayIn(SITE_TIME_ZONE, new Date(journeyOf.start)) }} onClose={() => setJourneyOf(null)} />
      )}
      {dialog && (
        <OutcomeDialog
          kind={dialog.kind}
          name={dialog.appointment.name}
          onClose={() => setDialog(null)}
          onSave={async (outcome) => {
            await record(dialog.appointment.id, outcome);
            setDialog(null);
          }}
        />
      )}
    </Box>
  );
}
