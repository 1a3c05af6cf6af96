import { useDebouncedValue } from '@mantine/hooks';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { NOTIFICATION_SEARCH_MAX_LENGTH, type UserNotification } from '../../contracts/shell';
import { searchedPart } from '../../core/format/length-limit';
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
  // Over the API's limit, the box keeps the text and its start is searched (walkthrough 35, D2).
  const [debouncedSearch] = useDebouncedValue(
    searchedPart(search, NOTIFICATION_SEARCH_MAX_LENGTH),
    SEARCH_DEBOUNCE_MS,
  );
  const [loaded, setLoaded] = useState<LoadedPages | undefined>();
  const [loading, setLoading] = useState(false);
  /**
   * Which list the shown pages are of: a new one at each opening and each search. A page asked for
   * by 'Load more' (or by scrolling to the end) that answers after the list changed belongs to the
   * old one: it is left out, and the new list's loading flag is not its to clear.
   */
  const list = useRef(0);

  useEffect(() => {
    if (!opened) return;
    list.current += 1;
    setSearch('');
    setLoaded(undefined);
    setLoading(false);
  }, [opened]);

  useEffect(() => {
    list.current += 1;
    if (debouncedSearch === '') {
      // Back to the cached list: nothing of it is loading (a search still answering is dropped).
      setLoading(false);
      return;
    }
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
    // One page at a time: Load more stays pressable while one loads (it keeps the focus).
    if (!pages || pages.atEnd || loading) return;
    setLoading(true);
    const askedFor = list.current;
    const current = () => list.current === askedFor;
    fetchNotificationPage(nextSkip(pages), debouncedSearch)
      .then((page) => current() && setLoaded({ search: debouncedSearch, pages: withNextPage(pages, page) }))
      .catch(logFailure)
      .finally(() => current() && setLoading(false));
  }, [pages, debouncedSearch, loading]);

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
