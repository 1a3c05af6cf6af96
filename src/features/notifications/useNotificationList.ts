import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { UserNotification } from '../../contracts/shell';
import { SEARCH_DEBOUNCE_MS } from '../../core/ui/search-debounce';
import { firstPage, type NotificationPages, nextSkip, withNextPage } from './model/notification-list';
import { fetchNotificationPage } from './notification-list-data';

/** Pages loaded beyond the cached first one, or for a search, with the search they belong to. */
interface LoadedPages {
  search: string;
  pages: NotificationPages;
}

/** S2 §8: notification call failures are only logged; the loading flag is cleared. */
const logFailure = (error: unknown) => console.error('Loading notifications failed.', error);

/**
 * The bell's notification list (S2 §4 'Notification list'): the first page is the cached bell
 * list (so it shows offline), more pages and searches come from POST Common/UserNotifications.
 * Opening the panel resets it. Items follow the cached list, so a dismissal shows at once.
 */
export function useNotificationList(opened: boolean, cached: readonly UserNotification[] | undefined) {
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [loaded, setLoaded] = useState<LoadedPages | undefined>();
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setSearch('');
    setLoaded(undefined);
  }, [opened]);

  useEffect(() => {
    if (debouncedSearch === '') return;
    let current = true;
    setLoading(true);
    fetchNotificationPage(0, debouncedSearch)
      .then((page) => current && setLoaded({ search: debouncedSearch, pages: firstPage(page) }))
      .catch(logFailure)
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [debouncedSearch]);

  const pages = useMemo((): NotificationPages | undefined => {
    const fresh = new Map(cached?.map((item) => [item.id, item]));
    const shown =
      loaded?.search === debouncedSearch
        ? loaded.pages
        : debouncedSearch === '' && cached
          ? firstPage(cached)
          : undefined;
    return shown && { ...shown, items: shown.items.map((item) => fresh.get(item.id) ?? item) };
  }, [cached, loaded, debouncedSearch]);

  const loadMore = useCallback(() => {
    if (!pages || pages.atEnd) return;
    setLoading(true);
    fetchNotificationPage(nextSkip(pages), debouncedSearch)
      .then((page) => setLoaded({ search: debouncedSearch, pages: withNextPage(pages, page) }))
      .catch(logFailure)
      .finally(() => setLoading(false));
  }, [pages, debouncedSearch]);

  /** Shows an item as the outbox will leave it, beyond the cached first page too. */
  const markDone = useCallback((done: UserNotification) => {
    setLoaded(
      (previous) =>
        previous && {
          ...previous,
          pages: {
            ...previous.pages,
            items: previous.pages.items.map((item) => (item.id === done.id ? done : item)),
          },
        },
    );
  }, []);

  /** `shownSearch`: the (trimmed) search the shown pages answer, once its pause is over. */
  return { search, setSearch, shownSearch: debouncedSearch, pages, loading, loadMore, markDone };
}
