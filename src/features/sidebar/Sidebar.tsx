import { Box, type MantineTheme, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type { MenuItem } from '../../contracts/menu';
import { sessionAtom } from '../../core/auth/session-state';
import { toggleFavorite } from '../../core/favorites/favorites-actions';
import { useFavorites } from '../../core/favorites/useFavorites';
import { appVersion } from '../../core/format/version';
import { keptQuery, withCurrentQuery } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { menuAtom } from '../../core/session/user-context';
import { useAtom, useAtomValue } from '../../core/state/jotai';
import { plain, plainActionIcon } from '../../core/ui/plain';
import { sidebarListVisibleAtom, sidebarNamesVisibleAtom } from '../../core/ui/shell-state';
import { touchTargetClass } from '../../core/ui/touch-target';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { SidebarEntry, type SidebarEntryContext } from './components/SidebarEntry';
import { SidebarRail } from './components/SidebarRail';
import { type SidebarCategory, sidebarCategories, sidebarCategoryItems } from './model/categories';
import { SIDEBAR_RAIL_WIDTH_PX } from './model/sidebar-layout';
import classes from './Sidebar.module.css';
import { useSidebarSelection } from './useSidebarSelection';

/** The star is drawn at 22 px: on a touch screen it takes a finger's presses over 44 px. */
function starLook(theme: MantineTheme, color: string) {
  const look = plainActionIcon(theme, { variant: 'subtle', color, size: 'sm' });
  return { ...look, className: `${look.className} ${touchTargetClass}` };
}

/**
 * A star pressed on the Favorites tab takes its row away: the focus goes to the next row's star,
 * else the previous one, else the tab (`keepFocusIn`; walkthrough 12, D3: it fell to the page's
 * body). Imported, not in the launcher's first chunks, as the favorites editor does (the frame's
 * parts load it on idle).
 */
function keepFocus(box: HTMLDivElement) {
  const stop = import('../../core/ui/useFocusLanding').then(
    (m) => m.keepFocusIn(box, () => box.querySelector<HTMLElement>('[aria-selected=true]')),
    // Its chunk did not load (offline before the service worker held it): the focus is not kept.
    () => () => {},
  );
  return () => void stop.then((end) => end());
}

/**
 * The sidebar (S1 §2.6): a rail (Home, categories, clock, version, display controls) and a list
 * pane with the selected category's entries. Rendered inside the frame, which shows only after
 * the route guard has loaded the session and the user context.
 */
export function Sidebar() {
  const session = useAtomValue(sessionAtom);
  const menu = useAtomValue(menuAtom);
  const { favoriteIds } = useFavorites();
  const [namesVisible, setNamesVisible] = useAtom(sidebarNamesVisibleAtom);
  const [listVisible, setListVisible] = useAtom(sidebarListVisibleAtom);
  const location = useShownLocation();
  const selection = useSidebarSelection({ items: menu?.items, favoriteIds, href: location.href });
  const theme = useMantineTheme();
  // Kept the same between renders that change none of its parts: the rows are memoised, so a
  // tab switch re-renders none of them (docs/performance.md, Large data).
  // Once per location and menu, not per render: it walks the whole menu, 30–130 ms on a slow
  // tablet with a 1,600-entry menu, while the sidebar renders again and again as the launcher
  // first settles (walkthrough 21, defect 4).
  const search = useMemo(() => keptQuery(location.searchStr, menu?.items ?? []), [location.searchStr, menu]);
  const entryContext = useMemo<SidebarEntryContext>(
    () => ({
      currentSearch: search,
      activeId: selection.activeId,
      namesVisible,
      favoriteIds,
      onToggleFavorite: toggleFavorite,
      starLook: { favorite: starLook(theme, 'yellow'), other: starLook(theme, 'gray') },
    }),
    [search, selection.activeId, namesVisible, favoriteIds, theme],
  );

  // The categories the user chose by their tab: their panels stay mounted, hidden when another
  // is shown (a hidden React Activity inside the panel's display: none: out of sight, of the
  // accessibility tree and of the keyboard), so switching back to one draws nothing anew
  // (docs/performance.md, Large data). One never chosen is drawn when first shown; one shown by
  // a navigation and left is dropped, as before.
  const keptCategories = useRef(new Set<SidebarCategory>()).current;

  if (!session) return null;
  const { version, build } = appVersion(session.user.claims);

  const selectCategory = (value: string | null) => {
    const category = sidebarCategories.find((known) => known === value);
    if (!category) return;
    // The one chosen is kept from now on (kept from its first drawing: a panel that turned from
    // not kept to kept would be drawn anew). The one left is scrolled to the top of its list:
    // shown again, it starts there, as when each choice drew it anew. A press on the tab already
    // shown scrolls its list to the top: the launcher's size budget had no room for telling the
    // two apart (docs/shell.md).
    keptCategories.add(category);
    selection.listRef.current?.scrollTo({ top: 0 });
    selection.selectCategory(category);
    // With the list pane hidden a category would show nothing: choosing one shows the pane.
    setListVisible(true);
  };

  return (
    <Tabs
      value={selection.category}
      onChange={selectCategory}
      orientation="vertical"
      variant="pills"
      keepMounted={false}
      className={classes.sidebar}
      data-help-anchor="sidebar"
      ref={keepFocus}
    >
      <Box className={classes.rail} w={SIDEBAR_RAIL_WIDTH_PX}>
        <SidebarRail
          namesVisible={namesVisible}
          listVisible={listVisible}
          version={version}
          build={build}
          onHome={() =>
            runEntryAction({
              kind: 'navigate',
              href: withCurrentQuery('/home', search),
              hideHome: false,
            })
          }
          onToggleNames={() => setNamesVisible((shown) => !shown)}
          onToggleList={() => setListVisible((shown) => !shown)}
        />
      </Box>
      {listVisible &&
        sidebarCategories.map((category) => (
          <Tabs.Panel
            key={category}
            value={category}
            className={classes.pane}
            keepMounted={keptCategories.has(category)}
          >
            {/* Scrolled by the browser: Mantine's ScrollArea brings floating-ui into the launcher's
                first chunks (docs/performance.md). The ref is the shown category's list's: React
                detaches the refs inside a hidden Activity (and attaches none in one mounted hidden). */}
            <div className={classes.scroller} ref={selection.listRef} data-list-viewport>
              <CategoryList
                category={category}
                items={menu?.items}
                context={entryContext}
                openEntryId={selection.openEntryId}
                onToggle={selection.toggleEntry}
              />
            </div>
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}

interface CategoryListProps {
  category: SidebarCategory;
  /** The menu's items: the list picks the category's (the favorites from the context's ids). */
  items: readonly MenuItem[] | undefined;
  context: SidebarEntryContext;
  openEntryId: number | null;
  onToggle: Parameters<typeof SidebarEntry>[0]['onToggle'];
}

function CategoryList({ category, items, context, openEntryId, onToggle }: CategoryListProps) {
  const entries = items ? sidebarCategoryItems(items, context.favoriteIds, category) : [];
  const headingId = `sidebar-${category.toLowerCase()}-heading`;
  return (
    <Box py="sm" px={4}>
      <Title
        order={2}
        size="sm"
        px={8}
        pb={6}
        id={headingId}
        // Icons only: the heading stays for screen readers (core's visually-hidden class: one
        // rule on the first screen, not two alike).
        className={context.namesVisible ? undefined : plain.visuallyHidden}
      >
        {category}
      </Title>
      {entries.length === 0 ? (
        // Only for a menu read without such entries: one not read (failed, or on its way) is not an
        // empty one, and the page says why (walkthrough 11, defect 6).
        items && (
          <Text size="sm" c="dimmed" px={8}>
            No {category} Found.
          </Text>
        )
      ) : (
        <ul className={classes.list} aria-labelledby={headingId}>
          {entries.map((item) => (
            <SidebarEntry
              key={item.id}
              item={item}
              context={context}
              open={openEntryId === item.id}
              onToggle={onToggle}
            />
          ))}
        </ul>
      )}
    </Box>
  );
}
