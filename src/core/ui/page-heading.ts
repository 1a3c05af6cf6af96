import { useEffect } from 'react';
import { useSetAtom } from '../state/jotai';
import { pageHeadingAtom } from './page-heading-state';

/** Names the page's own heading in the page title while the calling page is shown. */
export function usePageHeading(heading: string | undefined): void {
  const setHeading = useSetAtom(pageHeadingAtom);
  useEffect(() => {
    setHeading(heading);
    return () => setHeading(undefined);
  }, [heading, setHeading]);
}
