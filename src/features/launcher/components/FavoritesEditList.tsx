import { Button } from '@mantine/core';
import type { MenuItem } from '../../../contracts/menu';
import { moveFavorite, toggleFavorite } from '../../../core/favorites/favorites-actions';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import { SortableList } from '../../../core/ui/SortableList';

/**
 * Favorites in edit mode: the shared sortable list (drag with mouse, touch or keyboard), each row
 * with the app's icon and a Remove button.
 */
export function FavoritesEditList({ items }: { items: readonly MenuItem[] }) {
  return (
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
          aria-label={`Remove ${item.title} from favorites`}
          onClick={() => void toggleFavorite(item.id)}
        >
          Remove
        </Button>
      )}
    />
  );
}
