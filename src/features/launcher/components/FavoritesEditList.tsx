import { Button } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { MenuItem } from '../../../contracts/menu';
import { moveFavorite, toggleFavorite } from '../../../core/favorites/favorites-actions';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import { SortableList } from '../../../core/ui/SortableList';
import { touchTargetClass } from '../../../core/ui/touch-target';

/**
 * Favorites in edit mode: the shared sortable list (drag with mouse, touch or keyboard), each row
 * with the app's icon and a Remove button.
 */
export function FavoritesEditList({ items }: { items: readonly MenuItem[] }) {
  // Edit and Save replace each other as this list comes and goes, taking the focus with them: it
  // lands on Save, then on Edit once the save is done (their `data-focus-landing`). Here, not in
  // FavoritesSection, to keep it out of the launcher's first chunks; imported when used, since the
  // module sits in the frame's parts chunk (Help Topics uses it), which a static import would make
  // the launcher's preload list name with all its dependencies (+0.7 KB).
  // A Remove pressed takes its row away: the focus goes to the next row's Remove, else the
  // previous one, else Save (`keepFocusIn`; walkthrough 12, D3: it fell to the page's body).
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const section = root.current?.closest('section') ?? null;
    // A chunk that did not load (offline before the service worker held it) keeps no focus.
    const focusLanding = import('../../../core/ui/useFocusLanding').catch(() => undefined);
    let stop: (() => void) | undefined;
    let left = false;
    void focusLanding.then((m) => {
      m?.landLostFocus(section);
      if (m && section && !left) stop = m.keepFocusIn(section);
    });
    return () => {
      left = true;
      stop?.();
      void focusLanding.then((m) => m?.landLostFocus(section));
    };
  }, []);
  return (
    <div ref={root} style={{ display: 'contents' }}>
      <SortableList
        id="favorites"
        entries={items}
        keyOf={(item) => String(item.id)}
        labelOf={(item) => item.title}
        maw={520}
        onMove={(from, to) => moveFavorite(from, to)}
        leading={(item) => <MenuItemIcon item={item} size={28} />}
        actions={(item) => (
          <Button
            variant="subtle"
            color="gray"
            size="compact-xs"
            className={touchTargetClass}
            aria-label={`Remove ${item.title} from favorites`}
            data-focus-peer
            onClick={() => void toggleFavorite(item.id)}
          >
            Remove
          </Button>
        )}
      />
    </div>
  );
}
