import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { BloodRequestRecord } from '@blood-donation/domain';
import type { AdminDataProvider } from '../data/dataProvider';
import { ConfirmDialog } from '../layout/ConfirmDialog';

/** How many donors approving asks at once (MATCH_WAVE_SIZE, from the server); null while unknown. */
function useDonorsPerWave(): number | null {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    let active = true;
    dataProvider
      .getApprovalEffects()
      .then(({ data }) => active && setCount(data.donorsPerWave))
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [dataProvider]);
  return count;
}

/**
 * Approve asks first, since approving emails donors: it says how many are asked at once, or that none are when the
 * request names no city (the search for donors needs one). Mounted per request.
 */
export function ApproveDialog({ request, sending, onCancel, onApprove }: { request: BloodRequestRecord; sending: boolean; onCancel: () => void; onApprove: () => void }) {
  const translate = useTranslate();
  const count = useDonorsPerWave();
  const effect = !request.city ? 'approveAsksNobody' : count === null ? 'approveAsksDonors' : 'approveAsksUpTo';
  return (
    <ConfirmDialog id="approve-request" title={translate('resources.bloodRequests.page.approveTitle', { name: request.name })} confirm="resources.bloodRequests.page.approveConfirm" color="success" sending={sending} onCancel={onCancel} onConfirm={onApprove}>
      {translate(`resources.bloodRequests.page.${effect}`, { count })}
    </ConfirmDialog>
  );
}
