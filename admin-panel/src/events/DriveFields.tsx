import { Box, Button, Checkbox, FormControlLabel, IconButton, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CHAIRS, SLOT_MINUTES } from '@blood-donation/domain';
import { SITE_TIME_ZONE } from '../site-time-zone';
import { type DraftErrors, type DriveDraft, NEW_SESSION, type SessionDraft } from './driveDraft';

/** A field of a session: grows to the row's width, never wider than the screen (a 360 px phone). */
const FIELD_SX = { flex: '1 1 12rem', minWidth: 0, '& input': { width: 0, flexGrow: 1, minWidth: 0 } };

/**
 * 'This event is a donation drive', then its sessions: start and end (in the organisation's zone, named beside them),
 * slot length (5–60 minutes) and chairs per slot (1–50); add and remove sessions. The errors are the API schema's.
 */
export function DriveFields({
  draft,
  errors,
  onChange,
  level,
}: {
  draft: DriveDraft;
  errors: DraftErrors;
  onChange: (draft: DriveDraft) => void;
  /** The section heading's level: one under the screen's (h2 under Create Event's h1, h3 in the Edit Event modal). */
  level: 2 | 3;
}) {
  const headingId = useId();
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`resources.events.drive.${key}`, options);
  const setSession = (index: number, change: Partial<SessionDraft>) =>
    onChange({ ...draft, sessions: draft.sessions.map((session, at) => (at === index ? { ...session, ...change } : session)) });
  const field = (index: number, name: keyof SessionDraft, label: string, type: string, limits?: { min: number; max: number }) => (
    <TextField
      label={label}
      type={type}
      value={draft.sessions[index][name]}
      onChange={(event) => setSession(index, { [name]: event.target.value })}
      error={Boolean(errors[`${index}.${name}`])}
      helperText={errors[`${index}.${name}`] ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: limits ? { ...limits, inputMode: 'numeric' } : undefined }}
      sx={FIELD_SX}
    />
  );

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={headingId} component={level === 2 ? 'h2' : 'h3'} variant="h6" sx={{ mt: 2 }}>
        {t('section')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={draft.isDrive} onChange={(event) => onChange({ ...draft, isDrive: event.target.checked })} sx={{ p: 1.25 }} />}
        label={t('isDrive')}
      />
      {draft.isDrive && (
        <>
          <Typography variant="body2" sx={{ mb: 1 }}>
            {t('help')} ({SITE_TIME_ZONE})
          </Typography>
          {errors.sessions && (
            <Typography color="error" role="alert">
              {errors.sessions}
            </Typography>
          )}
          {draft.sessions.map((_, index) => (
            <Box key={index} component="section" aria-label={t('sessionTitle', { index: index + 1 })} sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mb: 1 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="subtitle1" component={level === 2 ? 'h3' : 'h4'}>
                  {t('sessionTitle', { index: index + 1 })}
                </Typography>
                {draft.sessions.length > 1 && (
                  <Tooltip title={t('removeSession', { index: index + 1 })}>
                    <IconButton
                      size="large"
                      aria-label={t('removeSession', { index: index + 1 })}
                      onClick={() => onChange({ ...draft, sessions: draft.sessions.filter((__, at) => at !== index) })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                )}
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                {field(index, 'start', t('start'), 'datetime-local')}
                {field(index, 'end', t('end'), 'datetime-local')}
                {field(index, 'slotMinutes', t('slotMinutes'), 'number', SLOT_MINUTES)}
                {field(index, 'chairs', t('chairs'), 'number', CHAIRS)}
              </Box>
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => onChange({ ...draft, sessions: [...draft.sessions, NEW_SESSION] })} sx={{ minHeight: 44 }}>
            {t('addSession')}
          </Button>
        </>
      )}
    </Box>
  );
}
