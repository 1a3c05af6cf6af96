import { Box, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { memo, useCallback, useMemo, useState } from 'react';
import { sessionAtom } from '../../core/auth/session-state';
import { useFavorites } from '../../core/favorites/useFavorites';
import { appVersion } from '../../core/format/version';
import { withCurrentQuery } from '../../core/menu/click-rule';
import { runEntryAction } from '../../core/menu/run-entry-action';
import { menuAtom } from '../../core/session/user-context';
import { useAtom, useAtomValue } from '../../core/state/jotai';
import { plainActionIcon } from '../../core/ui/plain';
import { sidebarListVisibleAtom, sidebarNamesVisibleAtom } from '../../core/ui/shell-state';
import { touchTargetClass } from '../../core/ui/touch-target';
import { useShownLocation } from '../../core/ui/useShownLocation';
import { SidebarEntry, type SidebarEntryContext } from './components/SidebarEntry';
import { SidebarRail } from './components/SidebarRail';
import { type SidebarCategory, sidebarCategories, sidebarCategoryItems } from './model/categories';
import { SIDEBAR_RAIL_WIDTH_PX } from './model/sidebar-layout';
import classes from './Sidebar.module.css';
import { useSidebarSelection } from './useSidebarSelection';

/**
 * The sidebar (S1 §2.6): a rail (Home, categories, clock, version, display controls) and a list
 * pane with the selected category's entries. Rendered inside the frame, which shows only after
 * the route guard has loaded the session and the user context.
 */
export function Sidebar() {
  const session = useAtomValue(sessionAtom);
  const menu = useAtomValue(menuAtom);
  const { favoriteIds, toggleFavorite } = useFavorites();
  const [namesVisible, setNamesVisible] = useAtom(sidebarNamesVisibleAtom);
  const [listVisible, setListVisible] = useAtom(sidebarListVisibleAtom);
  const location = useShownLocation();
  const selection = useSidebarSelection({ items: menu?.items, favoriteIds, href: location.href });
  const theme = useMantineTheme();
  const starLook = useMemo(() => {
    // The star is drawn at 22 px: on a touch screen it takes a finger's presses over 44 px.
    const star = (color: string) => {
      const look = plainActionIcon(theme, { variant: 'subtle', color, size: 'sm' });
      return { ...look, className: `${look.className} ${touchTargetClass}` };
    };
    return { favorite: star('yellow'), other: star('gray') };
  }, [theme]);

  // Kept the same between renders that change none of its parts, as are each category's entries:
  // a tab switch then re-renders no row (the entries are memoised), and a category shown before
  // comes back as it was left (docs/performance.md, Large data).
  const onToggleFavorite = useCallback((itemId: number) => void toggleFavorite(itemId), [toggleFavorite]);
  const entryContext = useMemo<SidebarEntryContext>(
    () => ({
      currentSearch: location.searchStr,
      activeId: selection.activeId,
      namesVisible,
      isFavorite: (itemId) => favoriteIds.includes(itemId),
      onToggleFavorite,
      starLook,
    }),
    [location.searchStr, selection.activeId, namesVisible, favoriteIds, onToggleFavorite, starLook],
  );
  const items = menu?.items;
  const entriesByCategory = useMemo(
    () =>
      new Map(
        sidebarCategories.map((category) => [
          category,
          items ? sidebarCategoryItems(items, favoriteIds, category) : [],
        ]),
      ),
    [items, favoriteIds],
  );
  // The categories shown since the list pane appeared: their panels stay mounted, hidden (a
  // hidden React Activity inside the panel's display: none), so switching back to one draws
  // nothing anew; one never shown is rendered first when it is chosen.
  const [shownCategories, setShownCategories] = useState<ReadonlySet<SidebarCategory>>(
    () => new Set([selection.category]),
  );
  if (listVisible && !shownCategories.has(selection.category))
    setShownCategories(new Set([...shownCategories, selection.category]));
  if (!listVisible && shownCategories.size > 1) setShownCategories(new Set([selection.category]));

  if (!session) return null;
  const { version, build } = appVersion(session.user.claims);

  const selectCategory = (value: string | null) => {
    const category = sidebarCategories.find((known) => known === value);
    if (!category) return;
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
              href: withCurrentQuery('/home', location.searchStr),
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
            keepMounted={shownCategories.has(category)}
          >
            {/* Scrolled by the browser: Mantine's ScrollArea brings floating-ui into the launcher's
                first chunks (docs/performance.md). The shown category's list only is the one
                scrolled to the active entry. */}
            <div
              className={classes.scroller}
              ref={category === selection.category ? selection.listRef : undefined}
              data-list-viewport
            >
              <CategoryList
                category={category}
                entries={entriesByCategory.get(category) ?? []}
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
  entries: ReturnType<typeof sidebarCategoryItems>;
  context: SidebarEntryContext;
  openEntryId: number | null;
  onToggle: Parameters<typeof SidebarEntry>[0]['onToggle'];
}

const CategoryList = memo(function CategoryList({
  category,
  entries,
  context,
  openEntryId,
  onToggle,
}: CategoryListProps) {
  const headingId = `sidebar-${category.toLowerCase()}-heading`;
  return (
    <Box py="sm" px={4}>
      <Title
        order={2}
        size="sm"
        px={8}
        pb={6}
        id={headingId}
        className={context.namesVisible ? undefined : classes.hiddenHeading}
      >
        {category}
      </Title>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed" px={8}>
          No {category} Found.
        </Text>
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
});
