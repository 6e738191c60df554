import { useEffect } from 'react';
import { SITE_NAME } from './site';

/** Sets the page <title>: 'Login | Blood Donation'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE_NAME}`;
  }, [title]);
}
