import type { PageHelpItem } from '../../../contracts/help';

/**
 * Edit mode's badges (S2 §2): one per unique anchor among the elements on the current page, in
 * page order. Elements of other pages are not in the document, so "limited to the current page"
 * holds by construction; hidden elements get no badge (there is nothing to point at).
 */
export function uniqueAnchors(anchorsInPageOrder: readonly string[]): string[] {
  return [...new Set(anchorsInPageOrder.filter((anchor) => anchor.trim() !== ''))];
}

/**
 * The help item a badge edits: the anchor's active item, else its first inactive one; undefined
 * when the anchor has none yet (the badge then starts a new one).
 */
export function itemForAnchor(helps: readonly PageHelpItem[], anchor: string): PageHelpItem | undefined {
  const forAnchor = helps.filter((item) => item.anchor === anchor);
  return forAnchor.find((item) => item.enabled) ?? forAnchor[0];
}
