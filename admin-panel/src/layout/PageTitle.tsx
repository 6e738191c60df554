import { useEffect } from 'react';
import { Title } from 'react-admin';

/** A page's name, in the AppBar (react-admin's title slot) and as the document title. */
export function PageTitle({ title }: { title: string }) {
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <Title title={title} />;
}
