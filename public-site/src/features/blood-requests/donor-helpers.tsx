import { CROSS_MATCH_NOTICE } from '@blood-donation/domain';
import type { BloodRequest } from './api/get-own-requests';
import { DONOR_HELPERS_TEXTS as T } from './texts';

/** Digits and a leading + of a mobile number, for a tel: link. */
const telOf = (mobile: string) => `tel:${mobile.replace(/[^\d+]/g, '')}`;

/**
 * Once the search for donors started: how many were asked, how many said yes, and whom to call (each donor who said
 * yes, first answer first). Nothing for a request whose search has not started.
 */
export function DonorHelpers({ request }: { request: BloodRequest }) {
  const { asked, saidYes, helpers = [] } = request;
  if (asked === undefined) return null;
  return (
    <div className="small mt-1">
      <div>{T.summary(asked, saidYes ?? helpers.length)}</div>
      {helpers.length > 0 && (
        <>
          <ul className="list-unstyled mb-1" aria-label={T.helpersLabel}>
            {helpers.map((helper) => (
              <li key={`${helper.name}-${helper.mobile}`}>
                {helper.name}:{' '}
                <a className="text-nowrap" href={telOf(helper.mobile)}>
                  {helper.mobile}
                </a>
              </li>
            ))}
          </ul>
          <p className="text-body-secondary mb-0">{CROSS_MATCH_NOTICE}</p>
        </>
      )}
    </div>
  );
}
