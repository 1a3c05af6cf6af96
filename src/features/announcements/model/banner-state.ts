import { clampAnnouncementIndex, nextAnnouncementIndex, previousAnnouncementIndex } from './rotation';

/**
 * The announcements banner and its popup (S1 §2.7) share one position: the popup opens on the
 * banner's announcement, and its previous/next move the banner too.
 */
export interface AnnouncementsView {
  index: number;
  popupOpen: boolean;
}

export type AnnouncementsEvent =
  /** The 30-second rotation timer fired. */
  | { type: 'rotated'; count: number }
  | { type: 'next'; count: number }
  | { type: 'previous'; count: number }
  | { type: 'popupOpened' }
  | { type: 'popupClosed' }
  /** The list changed (a dismissal, a refresh): `count` announcements remain. */
  | { type: 'listChanged'; count: number };

export const initialAnnouncementsView: AnnouncementsView = { index: 0, popupOpen: false };

/**
 * Rotation wraps and pauses while the popup is open (the text must not change under the reader);
 * previous and next wrap; a shorter list keeps the index inside it and closes the popup when
 * nothing is left.
 */
export function announcementsReducer(view: AnnouncementsView, event: AnnouncementsEvent): AnnouncementsView {
  switch (event.type) {
    case 'rotated':
      return view.popupOpen ? view : { ...view, index: nextAnnouncementIndex(view.index, event.count) };
    case 'next':
      return { ...view, index: nextAnnouncementIndex(view.index, event.count) };
    case 'previous':
      return { ...view, index: previousAnnouncementIndex(view.index, event.count) };
    case 'popupOpened':
      return { ...view, popupOpen: true };
    case 'popupClosed':
      return { ...view, popupOpen: false };
    case 'listChanged':
      return {
        index: clampAnnouncementIndex(view.index, event.count),
        popupOpen: view.popupOpen && event.count > 0,
      };
  }
}

/** The rotation timer runs only with something to rotate to and no popup open. */
export function shouldRotate(view: AnnouncementsView, count: number): boolean {
  return count > 1 && !view.popupOpen;
}
