import { lazy, Suspense, useState } from 'react';
import { useNotify } from 'react-admin';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { DESK_CARD_TEXTS as T, type DeskLookup } from '@blood-donation/domain';
import { lookupCard } from './deskCalls';

// The camera and its QR readers load only when staff press 'Scan donor card'.
const CardScanner = lazy(() => import('./CardScanner').then((m) => ({ default: m.CardScanner })));

const TARGET = { minHeight: 44, minWidth: 44 };
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Finds a donor's appointment at this drive by their donor card: scanned with the device's camera, or its short code
 * typed (which works whatever the camera does).
 */
export function CardLookup({ driveId, onFound }: { driveId: number; onFound: (found: DeskLookup) => void }) {
  const notify = useNotify();
  const [code, setCode] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraProblem, setCameraProblem] = useState<string | null>(null);

  const find = async (value: string) => {
    try {
      onFound(await lookupCard(driveId, value));
      setCode('');
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    }
  };

  return (
    <Stack spacing={1}>
      <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={(event) => { event.preventDefault(); void find(code); }}>
        <TextField
          label={T.typeCode}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          required
          fullWidth
          slotProps={{ htmlInput: { autoCapitalize: 'characters', autoComplete: 'off', spellCheck: false } }}
        />
        <Button type="submit" variant="outlined" sx={{ ...TARGET, flexShrink: 0 }}>
          {T.find}
        </Button>
        <Button
          type="button"
          variant={scanning ? 'contained' : 'outlined'}
          sx={{ ...TARGET, flexShrink: 0 }}
          onClick={() => {
            setCameraProblem(null);
            setScanning((now) => !now);
          }}
        >
          {scanning ? T.stopScan : T.scan}
        </Button>
      </Stack>
      {cameraProblem && <Alert severity="info">{cameraProblem}</Alert>}
      {scanning && (
        <Suspense fallback={null}>
          <CardScanner
            onCode={(scanned) => {
              setScanning(false);
              void find(scanned);
            }}
            onFailure={(message) => {
              setScanning(false);
              setCameraProblem(message);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
