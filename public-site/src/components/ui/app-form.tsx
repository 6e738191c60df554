import type { ComponentProps } from 'react';
import { useHydrated } from '../../lib/prerendering';

/**
 * The site's forms: validated by the app (noValidate), sent by POST if ever sent without it (never with the fields in
 * the address), and disabled until the page has hydrated, so nothing typed into a prerendered page is lost.
 */
export function AppForm({ children, ...props }: Omit<ComponentProps<'form'>, 'method' | 'noValidate'>) {
  const hydrated = useHydrated();
  return (
    <form method="post" noValidate {...props}>
      <fieldset disabled={!hydrated}>{children}</fieldset>
    </form>
  );
}
