import { useEffect } from 'react';
import { Title, useTranslate } from 'react-admin';

/** A page's name (a message key), in the AppBar (react-admin's title slot) and as the document title. */
export function PageTitle({ title }: { title: string }) {
  const text = useTranslate()(title);
  useEffect(() => {
    document.title = text;
  }, [text]);
  return <Title title={text} />;
}
