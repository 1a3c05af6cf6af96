import { Badge, Button, Group, Loader, ScrollArea, Stack, Text, Title } from '@mantine/core';
import {
  type ComponentType,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import type { ReleaseFilters, ReleaseVersion } from '../../../contracts/release-notes';
import { isNetworkError } from '../../../core/api/api-error';
import { isFailedRead } from '../../../core/cache/model/read-failure';
import { APP_LOCALE } from '../../../core/format/date-time';
import { NavButton } from '../../../core/ui/NavButton';
import { ReadFailed } from '../../../core/ui/ReadFailed';
import { FOCUS_PEER, useKeepFocusIn } from '../../../core/ui/useFocusLanding';
import { readVersionAgain, useVersionsPage } from '../data-hooks';
import { hasFilters } from '../model/filters';
import { OLDER_VERSIONS_NOT_SAVED, versionsNotSavedText } from '../model/offline-availability';
import { type ListedPage, selectionAfterListing, versionsListing } from '../model/versions-listing';
import {
  canLoadMore,
  type EmptyListing,
  emptyListing,
  firstNotSavedPage,
  firstPage,
  hasEnded,
  NO_VERSION_MATCHES_TEXT,
  nextPaging,
  type PagingEvent,
  pageSkip,
} from '../model/versions-paging';
import classes from './VersionsPane.module.css';
import { VERSION_FOCUS_LANDING } from './version-focus';

interface VersionsPaneProps {
  filters: ReleaseFilters;
  isSelected: (version: ReleaseVersion) => boolean;
  /**
   * A version was pressed (the lists and its notes are then read again, `readVersionAgain`), or the
   * selected one is no longer listed and the first listed takes its place.
   */
  onSelect: (version: ReleaseVersion) => void;
  /** The newest listed version (the default selection when the Version claim names none). */
  onFirstVersion: (version: ReleaseVersion) => void;
  /** Hears the selected version each time a page lists it (fresh after every refresh). */
  onSelectedListed?: (version: ReleaseVersion) => void;
  /**
   * When the selected version was saved (epoch ms), if it was just now: it stays selected until a
   * first page answered after then (`selectionAfterListing`).
   */
  selectionSavedAt?: number;
  /** A version shown above the pages: the draft that is not saved yet (S2 §4). */
  leading?: ReleaseVersion;
  /** How `leading`'s row is drawn (the authoring's, which says when it cannot be saved). */
  LeadingItem?: ComponentType<VersionItemProps>;
  /** Controls beside the title (Add Version). */
  actions?: ReactNode;
  /** Hears why the list is empty (`emptyListing`), or that it is not, each time that changes. */
  onEmptyListing?: (empty: EmptyListing | undefined) => void;
  /**
   * The selected version's row takes a focus lost by a version action (`VERSION_FOCUS_LANDING`):
   * its new status offers no button to land on (Abandon).
   */
  selectedIsFocusLanding?: boolean;
}

const createDateFormat = new Intl.DateTimeFormat(APP_LOCALE, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

/**
 * The left pane 'Versions' (S2 §2): pages of 25, the next one loaded when the end of the list
 * scrolls into view (or its button is pressed), until a page comes back short or fails.
 * Mount it with `key` = the filters, so new filters start again at the first page. When what it
 * lists no longer holds the selected version, the first listed one is selected
 * (`selectionAfterListing`). In two columns the list fills the height of its column and scrolls
 * inside; stacked (phones), it is at most 440 px (VersionsPane.module.css).
 */
export function VersionsPane({
  leading,
  LeadingItem = VersionItem,
  actions,
  onEmptyListing,
  ...props
}: VersionsPaneProps) {
  const {
    filters,
    isSelected,
    onSelect,
    onFirstVersion,
    onSelectedListed,
    selectedIsFocusLanding,
    selectionSavedAt,
  } = props;
  const [paging, dispatch] = useReducer(
    (state: typeof firstPage, event: PagingEvent) => nextPaging(state, event),
    firstPage,
  );
  const loadMore = useCallback(() => dispatch({ type: 'loadMore' }), []);
  const notSaved = firstNotSavedPage(paging);
  const empty = emptyListing(paging, {
    filtered: hasFilters(filters),
    leading: leading !== undefined,
  });
  useEffect(() => onEmptyListing?.(empty), [empty, onEmptyListing]);
  // A press, on the version shown too, reads it from the server: another admin's note or status
  // change showed only once this admin's own write failed (walkthrough 36, O1). The rows stay
  // until the answer is stored; then only a changed row is drawn again, so the focus stays.
  const press = useCallback(
    (version: ReleaseVersion) => {
      onSelect(version);
      readVersionAgain(version, filters);
    },
    [onSelect, filters],
  );
  const [pageVersions, setPageVersions] = useState<readonly (ListedPage<ReleaseVersion> | undefined)[]>([]);
  const onListed = useCallback(
    (page: number, listed: ListedPage<ReleaseVersion>) =>
      setPageVersions((old) => {
        const next = [...old];
        next[page] = listed;
        return next;
      }),
    [],
  );
  // Judged when the pages' versions change (new filters, a refresh), not when the selection or the
  // draft on top does: a draft just saved is selected (with its new id) before the refreshed list
  // holds it, and judged then.
  const now = useRef({ leading, isSelected, selectionSavedAt });
  now.current = { leading, isSelected, selectionSavedAt };
  useEffect(() => {
    const listing = versionsListing(now.current.leading, pageVersions);
    const replacement = selectionAfterListing(listing, now.current.isSelected, now.current.selectionSavedAt);
    if (replacement) onSelect(replacement);
  }, [pageVersions, onSelect]);
  // A focused row that goes (an Abandon's row, where its focus landed, gone from a list filtered
  // without Abandon) hands the focus to the next row, else the previous, else the pane itself: it
  // fell to the page's body (docs/release-notes.md, "Where the focus goes after a version action").
  const keepFocus = useKeepFocusIn<HTMLElement>();
  return (
    <Stack
      ref={keepFocus}
      component="nav"
      aria-labelledby="release-versions-title"
      tabIndex={-1}
      gap="xs"
      miw={0}
      className={classes.pane}
    >
      <Group gap="xs" justify="space-between">
        <Title order={3} size="h5" id="release-versions-title">
          Versions
        </Title>
        {actions}
      </Group>
      <ScrollArea.Autosize className={classes.list} type="auto" offsetScrollbars>
        <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Versions">
          {leading && (
            <LeadingItem
              version={leading}
              selected={isSelected(leading)}
              onSelect={press}
              focusLanding={selectedIsFocusLanding}
            />
          )}
          {paging.pages.map((_, page) => (
            <VersionsPage
              // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index
              key={page}
              page={page}
              filters={filters}
              onOutcome={dispatch}
              isSelected={isSelected}
              onSelect={press}
              onFirstVersion={page === 0 ? onFirstVersion : undefined}
              onSelectedListed={onSelectedListed}
              onListed={onListed}
              selectedIsFocusLanding={selectedIsFocusLanding}
            />
          ))}
        </Stack>
        {empty === 'noneMatch' && (
          <Text size="sm" c="dimmed" role="status" py="xs">
            {NO_VERSION_MATCHES_TEXT}
          </Text>
        )}
        {notSaved !== undefined && (
          <Text size="sm" c="dimmed" role="status" py="xs">
            {notSaved === 0 ? versionsNotSavedText(hasFilters(filters)) : OLDER_VERSIONS_NOT_SAVED}
          </Text>
        )}
        {!hasEnded(paging) && <LoadMoreVersions enabled={canLoadMore(paging)} onLoadMore={loadMore} />}
      </ScrollArea.Autosize>
    </Stack>
  );
}

interface VersionsPageProps
  extends Omit<
    VersionsPaneProps,
    'onFirstVersion' | 'leading' | 'LeadingItem' | 'actions' | 'selectionSavedAt'
  > {
  page: number;
  onOutcome: (event: PagingEvent) => void;
  onFirstVersion: ((version: ReleaseVersion) => void) | undefined;
  /** Hears the page's versions each time they change, with when the server answered them. */
  onListed: (page: number, listed: ListedPage<ReleaseVersion>) => void;
}

function VersionsPage(props: VersionsPageProps) {
  const {
    page,
    filters,
    onOutcome,
    isSelected,
    onSelect,
    onFirstVersion,
    onSelectedListed,
    onListed,
    selectedIsFocusLanding,
  } = props;
  const { data, error, refresh, refreshedAt } = useVersionsPage(pageSkip(page), filters);
  useEffect(() => {
    if (data) onListed(page, { versions: data, answeredAt: refreshedAt });
  }, [data, refreshedAt, page, onListed]);
  const count = data?.length;
  const first = data?.[0];
  const selected = data?.find(isSelected);
  useEffect(() => {
    if (selected) onSelectedListed?.(selected);
  }, [selected, onSelectedListed]);
  useEffect(() => {
    if (count !== undefined) onOutcome({ type: 'loaded', page, count });
  }, [count, page, onOutcome]);
  useEffect(() => {
    if (first) onFirstVersion?.(first);
  }, [first, onFirstVersion]);
  useEffect(() => {
    if (!error || count !== undefined) return;
    // S2 §8: a failure is only logged, and marks the end of the list. A page never saved on this
    // device, with the server out of reach, is said to be so (not an empty list).
    console.error('Release versions could not be loaded', error);
    onOutcome({ type: 'failed', page, notSaved: isNetworkError(error) });
  }, [error, count, page, onOutcome]);

  // Failed with nothing saved: said in place, with Try again (the list's end until it loads).
  if (!data && isFailedRead(error))
    return (
      <li>
        <ReadFailed error={error} onTryAgain={refresh} />
      </li>
    );
  return data?.map((version) => {
    const chosen = isSelected(version);
    return (
      <VersionItem
        key={version.id}
        version={version}
        selected={chosen}
        onSelect={onSelect}
        focusLanding={chosen && selectedIsFocusLanding}
      />
    );
  });
}

export interface VersionItemProps {
  version: ReleaseVersion;
  selected: boolean;
  onSelect: (version: ReleaseVersion) => void;
  /** Said instead of the date (the unsaved draft that cannot be saved, and why). */
  note?: string;
  /** Takes a focus lost by a version action (`VersionsPane`'s `selectedIsFocusLanding`). */
  focusLanding?: boolean | undefined;
}

/**
 * One version of the list. Memoised: a choice re-renders the two rows whose `selected` changed,
 * not every version loaded (up to all of them once the list is scrolled to its end); a page read
 * again (an opening refreshes a copy older than 5 s from the server: new objects) only the rows
 * whose version changed.
 */
export const VersionItem = memo(function VersionItem({
  version,
  selected,
  onSelect,
  note,
  focusLanding,
}: VersionItemProps) {
  return (
    <li>
      <NavButton
        {...FOCUS_PEER}
        {...{ [VERSION_FOCUS_LANDING]: focusLanding || undefined }}
        label={version.version}
        description={note ?? createDateFormat.format(new Date(version.createDate))}
        active={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(version)}
        rightSection={
          version.status === 'Active' ? undefined : (
            <Badge size="xs" variant="light" color="gray">
              {version.status}
            </Badge>
          )
        }
      />
    </li>
  );
}, sameVersionRow);

function sameVersionRow(before: VersionItemProps, after: VersionItemProps) {
  const [was, is] = [before.version, after.version];
  return (
    before.selected === after.selected &&
    before.onSelect === after.onSelect &&
    before.note === after.note &&
    before.focusLanding === after.focusLanding &&
    was.id === is.id &&
    was.version === is.version &&
    was.status === is.status &&
    was.createDate === is.createDate
  );
}

/** The end of the list: loads the next page when it comes into view, or when pressed. */
function LoadMoreVersions({ enabled, onLoadMore }: { enabled: boolean; onLoadMore: () => void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = ref.current;
    if (!target || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [enabled, onLoadMore]);
  if (!enabled) return <Loader size="sm" mx="auto" my="xs" aria-label="Loading versions" />;
  return (
    <Button ref={ref} variant="subtle" size="xs" fullWidth onClick={onLoadMore}>
      Load more versions
    </Button>
  );
}
