import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MenuItem } from '../../../contracts/menu';
import { moveFavorite, toggleFavorite } from '../../../core/favorites/favorites';
import { MenuItemIcon } from '../../../core/ui/MenuItemIcon';
import classes from './launcher.module.css';

const onDragEnd = ({ source, destination }: DropResult) => {
  if (destination) moveFavorite(source.index, destination.index);
};

/**
 * Favorites in edit mode: a list reordered by drag with mouse, touch or keyboard (focus a handle,
 * Space to lift, arrows to move, Space to drop: the library announces each step).
 */
export function FavoritesEditList({ items }: { items: readonly MenuItem[] }) {
  return (
    <DragDropContext onDragEnd={onDragEnd}>
      <Droppable droppableId="favorites">
        {(droppable) => (
          <Stack
            component="ul"
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            gap={6}
            maw={520}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {items.map((item, index) => (
              <Draggable key={item.id} draggableId={String(item.id)} index={index}>
                {(draggable, snapshot) => (
                  <Paper
                    component="li"
                    ref={draggable.innerRef}
                    {...draggable.draggableProps}
                    withBorder
                    p={6}
                    shadow={snapshot.isDragging ? 'md' : undefined}
                  >
                    <Group gap="sm" wrap="nowrap">
                      <Box
                        {...draggable.dragHandleProps}
                        aria-label={`Reorder ${item.title}`}
                        className={classes.dragHandle}
                      />
                      <MenuItemIcon item={item} size={28} />
                      <Text size="sm" flex={1}>
                        {item.title}
                      </Text>
                      <Button
                        variant="subtle"
                        color="gray"
                        size="compact-xs"
                        aria-label={`Remove ${item.title} from favorites`}
                        onClick={() => void toggleFavorite(item.id)}
                      >
                        Remove
                      </Button>
                    </Group>
                  </Paper>
                )}
              </Draggable>
            ))}
            {droppable.placeholder}
          </Stack>
        )}
      </Droppable>
    </DragDropContext>
  );
}
