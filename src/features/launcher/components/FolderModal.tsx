import { Group, Modal, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { type PointerEvent, useRef } from 'react';
import type { MenuItem } from '../../../contracts/menu';
import { useEscapeLayer } from '../../../core/ui/escape-layers';
import { isRepeatClick } from '../../../core/ui/repeat-click';
import { folderPages, isFolderPageRendered } from '../model/folder-pages';
import { clampFolderPage } from '../model/folder-paging';
import type { FolderPopupState } from '../model/folder-popup';
import { folderSwipe } from '../model/folder-swipe';
import { AppTileGrid } from './AppTile';
import folderClasses from './FolderModal.module.css';

export interface FolderModalProps {
  state: FolderPopupState;
  onShowPage: (page: number) => void;
  onLaunch: (item: MenuItem) => void;
  onClose: () => void;
}

/**
 * A folder's apps, 3×3 per page with page dots (S1 §2.3), turned by the dots or by swiping on a
 * touch screen; a launch animates before navigating.
 * Every page keeps the height of the fullest one, so the dots do not move between pages.
 */
export function FolderModal({ state, onShowPage, onLaunch, onClose }: FolderModalProps) {
  const reducedMotion = useReducedMotion();
  // The folder stays on screen while the popup fades out after closing.
  const lastFolder = useRef<MenuItem | undefined>(undefined);
  if (state.status !== 'closed') lastFolder.current = state.folder;
  const folder = lastFolder.current;
  const pages = folderPages(folder?.pages ?? []);
  const pageIndex = state.status === 'closed' ? 0 : state.page;
  const launchingId = state.status === 'launching' ? state.launchingId : undefined;

  const answersEscape = useEscapeLayer(state.status !== 'closed');
  // A touch or pen swiping across the pages turns them (a mouse has the dots); where it went down.
  const swipeStart = useRef<{ pointerId: number; x: number; y: number } | undefined>(undefined);
  const startSwipe = (event: PointerEvent) => {
    swipeStart.current =
      event.pointerType === 'mouse'
        ? undefined
        : { pointerId: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const endSwipe = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = undefined;
    if (!start || start.pointerId !== event.pointerId || state.status !== 'open') return;
    const swipe = folderSwipe(event.clientX - start.x, event.clientY - start.y);
    if (!swipe) return;
    const next = clampFolderPage(pageIndex + (swipe === 'next' ? 1 : -1), pages.length);
    if (next !== pageIndex) onShowPage(next);
  };
  return (
    <Modal
      opened={state.status !== 'closed'}
      onClose={onClose}
      closeOnEscape={answersEscape}
      // The popup opens under the finger that pressed its tile: the second tap of a double tap,
      // on the overlay or on an app, neither closes it nor launches the app (walkthrough 32, O5).
      closeOnClickOutside={false}
      overlayProps={{ onClick: (event) => isRepeatClick(event) || onClose() }}
      title={folder?.title}
      centered
      transitionProps={{ duration: reducedMotion ? 0 : 150 }}
    >
      {/* The shown page and its neighbours lie in the same grid cell, only the shown one visible
          (the others are inert): one of them is a full page (9 apps), so the popup is as high on
          every page and the dots below stay put (S1 §2.3). The pages further away are not
          rendered: a folder of 360 apps would otherwise render 360 tiles (walkthrough 7). */}
      <div
        className={folderClasses.pages}
        data-launching={launchingId !== undefined || undefined}
        onClickCapture={(event) => isRepeatClick(event) && event.stopPropagation()}
        onPointerDown={startSwipe}
        onPointerUp={endSwipe}
        onPointerCancel={() => {
          swipeStart.current = undefined;
        }}
      >
        {pages.map((page, index) =>
          isFolderPageRendered(index, pageIndex) ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index
            <div key={index} inert={index !== pageIndex}>
              <AppTileGrid items={page} onLaunch={onLaunch} cols={3} launchingId={launchingId} />
            </div>
          ) : null,
        )}
      </div>
      {pages.length > 1 && (
        <Group justify="center" gap={0} mt="md">
          {pages.map((page, index) => (
            <UnstyledButton
              key={page[0]?.id ?? index}
              className={folderClasses.dot}
              aria-label={`Page ${index + 1}`}
              aria-current={index === pageIndex ? 'true' : undefined}
              onClick={() => onShowPage(index)}
            />
          ))}
        </Group>
      )}
    </Modal>
  );
}
