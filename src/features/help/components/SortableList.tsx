import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface SortableListProps<T> {
  /** Names the droppable area; unique on the page. */
  id: string;
  entries: readonly T[];
  keyOf: (entry: T) => string;
  labelOf: (entry: T) => string;
  /** An entry that cannot move (a new tutorial not yet saved). */
  fixed?: (entry: T) => boolean;
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  actions: (entry: T, index: number) => ReactNode;
}

/**
 * A list reordered by drag with mouse, touch or keyboard (focus a handle, Space to lift, arrows
 * to move, Space to drop: the library announces each step), each row with its own actions.
 */
export function SortableList<T>({
  id,
  entries,
  keyOf,
  labelOf,
  fixed,
  disabled = false,
  onMove,
  actions,
}: SortableListProps<T>) {
  return (
    <DragDropContext
      onDragEnd={({ source, destination }) => {
        if (destination && destination.index !== source.index) onMove(source.index, destination.index);
      }}
    >
      <Droppable droppableId={id}>
        {(droppable) => (
          <Stack
            component="ul"
            ref={droppable.innerRef}
            {...droppable.droppableProps}
            gap={6}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {entries.map((entry, index) => (
              <Draggable
                key={keyOf(entry)}
                draggableId={`${id}-${keyOf(entry)}`}
                index={index}
                isDragDisabled={disabled || fixed?.(entry) === true}
              >
                {(draggable, snapshot) => (
                  <Paper
                    component="li"
                    ref={draggable.innerRef}
                    {...draggable.draggableProps}
                    withBorder
                    p={6}
                    shadow={snapshot.isDragging ? 'md' : undefined}
                  >
                    <Group gap="xs" wrap="nowrap">
                      <Text
                        component="span"
                        {...draggable.dragHandleProps}
                        aria-label={`Reorder ${labelOf(entry)}`}
                        c="dimmed"
                        style={{ cursor: 'grab', padding: '0 4px' }}
                      >
                        ⠿
                      </Text>
                      <Text size="sm" flex={1} truncate>
                        {labelOf(entry)}
                      </Text>
                      {actions(entry, index)}
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
