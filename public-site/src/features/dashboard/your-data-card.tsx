import { errorMessage } from '@blood-donation/domain';
import { lazy, Suspense, useState } from 'react';
import { useToast } from '../../lib/toast';
import { useDownloadMyData } from './api/your-data';
import { DonorPanel } from './donor-panel';
import { YOUR_DATA_TEXTS as T } from './texts';

// The dialog's modal code loads when it first opens.
const DeleteAccountDialog = lazy(() => import('./delete-account-dialog').then((m) => ({ default: m.DeleteAccountDialog })));

const DOWNLOAD_FAILURE = { ...T, serverFallback: T.downloadFailed };

/** 'Download my data' (GET /api/user/export as a JSON file) and 'Delete my account' (its dialog asks the password). */
export function YourDataCard() {
  const { mutate: download, isPending: downloading } = useDownloadMyData();
  const { showToast } = useToast();
  // Mounted from the first opening on, so that closing it still animates and gives focus back.
  const [dialog, setDialog] = useState<'never opened' | 'shown' | 'hidden'>('never opened');

  const onDownload = () => download(undefined, { onError: (error) => showToast(errorMessage(error, DOWNLOAD_FAILURE), 'error') });

  return (
    <DonorPanel id="your-data-title" title={T.title}>
      <p className="text-body-secondary">{T.intro}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline-primary" disabled={downloading} onClick={onDownload}>
          {downloading ? T.downloading : T.download}
        </button>
        <button type="button" className="btn btn-outline-danger" onClick={() => setDialog('shown')}>
          {T.delete}
        </button>
      </div>
      {dialog !== 'never opened' && (
        <Suspense fallback={null}>
          <DeleteAccountDialog show={dialog === 'shown'} onClose={() => setDialog('hidden')} />
        </Suspense>
      )}
    </DonorPanel>
  );
}
