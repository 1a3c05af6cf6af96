import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './SortableList.module.css';

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
  /** Drawn between the handle and the label (the launcher's app icon). */
  leading?: (entry: T) => ReactNode;
  maw?: number;
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
  leading,
  maw,
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
            maw={maw}
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
                      <Box
                        component="span"
                        {...draggable.dragHandleProps}
                        aria-label={`Reorder ${labelOf(entry)}`}
                        className={classes.handle}
                      />
                      {leading?.(entry)}
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
