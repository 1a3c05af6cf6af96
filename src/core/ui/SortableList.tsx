import { DragDropContext, Draggable, Droppable } from '@hello-pangea/dnd';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { type KeyboardEvent, type ReactNode, useLayoutEffect, useRef } from 'react';
import { type DragStep, dragAnnouncement } from './drag-announcements';
import classes from './SortableList.module.css';

interface SortableListProps<T> {
  /** Names the droppable area; unique on the page. */
  id: string;
  entries: readonly T[];
  keyOf: (entry: T) => string;
  labelOf: (entry: T) => string;
  /** An entry that cannot move (a new tutorial not yet saved). */
  fixed?: (entry: T) => boolean;
  /**
   * No entry can move (offline, a move being saved). The handles stay in the tab order, marked
   * disabled, so a focused one keeps the focus and can move again once enabled.
   */
  disabled?: boolean;
  onMove: (from: number, to: number) => void;
  actions: (entry: T, index: number) => ReactNode;
  /** Drawn between the handle and the label (the launcher's app icon). */
  leading?: (entry: T) => ReactNode;
  maw?: number;
}

/**
 * A handle while the whole list is disabled, when the library gives it no props: still focusable,
 * as a disabled button (see `disabled`).
 */
const DISABLED_HANDLE = {
  tabIndex: 0,
  role: 'button',
  'aria-disabled': true,
  // Space, the key that lifts a row, would scroll the list's container instead.
  onKeyDown: (event: KeyboardEvent) => {
    if (event.key === ' ' || event.key === 'Enter') event.preventDefault();
  },
} as const;

/**
 * A list reordered by drag with mouse, touch or keyboard (focus a handle, Space to lift, arrows
 * to move, Space to drop), each row with its own actions. Each step is announced naming the entry
 * and its position (`dragAnnouncement`), not with the library's 'You have lifted an item'.
 *
 * The handle moved by keyboard keeps the focus after its drop, so the same entry can move again.
 * The library gives it back only to a handle that is enabled at the next frame, and a list that
 * saves the move at once is disabled by then; and the browser drops the focus of a row the new
 * order moves in the page. Without both the focus fell to the page's body 50 ms after the drop
 * (walkthrough 27, defect 2): a screen-reader user heard nothing more and lost their place.
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
  const handles = useRef(new Map<string, HTMLElement>());
  /** The entry whose handle had the focus at its drop, until that focus goes elsewhere. */
  const keepFocusOn = useRef<string>(undefined);
  // After each render (the new order, the list disabled or enabled again, a refused move put
  // back): a focus lost from the moved handle goes back to it.
  useLayoutEffect(() => {
    const key = keepFocusOn.current;
    if (key === undefined) return;
    const handle = handles.current.get(key);
    const focused = document.activeElement;
    if (handle && (!focused || focused === document.body)) handle.focus();
    else if (focused !== handle) keepFocusOn.current = undefined;
  });
  const announce = (from: number, drag: DragStep) => {
    const entry = entries[from];
    return entry === undefined ? undefined : dragAnnouncement(labelOf(entry), entries.length, drag);
  };
  return (
    <DragDropContext
      onDragStart={({ source }, provided) => {
        const text = announce(source.index, { step: 'lifted', from: source.index });
        if (text) provided.announce(text);
      }}
      onDragUpdate={({ source, destination }, provided) => {
        const text = announce(source.index, { step: 'moved', from: source.index, to: destination?.index });
        if (text) provided.announce(text);
      }}
      onDragEnd={({ source, destination }, provided) => {
        const text = announce(source.index, { step: 'dropped', from: source.index, to: destination?.index });
        if (text) provided.announce(text);
        if (!destination || destination.index === source.index) return;
        const entry = entries[source.index];
        const key = entry === undefined ? undefined : keyOf(entry);
        keepFocusOn.current =
          key !== undefined && handles.current.get(key) === document.activeElement ? key : undefined;
        onMove(source.index, destination.index);
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
                        {...(disabled && !fixed?.(entry) && DISABLED_HANDLE)}
                        {...draggable.dragHandleProps}
                        ref={(handle: HTMLElement | null) => {
                          if (handle) handles.current.set(keyOf(entry), handle);
                          else handles.current.delete(keyOf(entry));
                        }}
                        // A blur while still in the page is the user leaving (a blur of a row
                        // moved in the page is not): no focus to give back then.
                        onBlur={(event) => {
                          if (event.currentTarget.isConnected && keepFocusOn.current === keyOf(entry))
                            keepFocusOn.current = undefined;
                        }}
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
