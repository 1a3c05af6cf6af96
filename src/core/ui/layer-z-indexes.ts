/*
 * The app's z-index ladder, bottom to top: every layer over the page takes its number from here,
 * so how they stack can be read in one place (docs/architecture.md). Numbers only, no imports:
 * the theme (first load) reads the dialogs' and popovers' without pulling in the layers' hooks.
 * In CSS, where these cannot be imported: the wide search box over the bell's count (201,
 * GlobalSearch.module.css) and the skip link over everything once focused (10000, SkipLink.module.css).
 */

/** The launcher's install offer (bottom left): over the page, under everything that opens. */
export const INSTALL_OFFER_Z_INDEX = 300;
/** The "new version" prompt (bottom right): over the page, under everything that opens. */
export const UPDATE_PROMPT_Z_INDEX = 400;
/** The seasonal decorations' canvas: drawn over the page, never catching a click. */
export const SEASONAL_CANVAS_Z_INDEX = 400;

/**
 * The help overlay (S2 §9: about 8005 to 8006): help cards and the help controls. The page help's
 * list opened from them stacks with the floating layers (below), or Help Topics covered it.
 */
export const HELP_OVERLAY_Z_INDEX = 8005;
/** The help overlay's upper layer: the tutorial card and the edit mode's badges, over the cards. */
export const HELP_OVERLAY_TOP_Z_INDEX = 8006;

/**
 * The global search's results, opened from the title bar: above the page, the sidebar and the help
 * overlay, below the floating panels, dialogs and popovers. They are portalled to the body: inside
 * the title bar (Mantine's header, z-index 100) they were under the sidebar (101), their first
 * letters cut off.
 */
export const SEARCH_RESULTS_Z_INDEX = 8008;

/**
 * The tooltips of the page's own controls (the launcher's tiles, the sidebar's entries): over the
 * page and its help overlay, under the floating panels. At the popovers' layer, a tile's tooltip
 * was drawn over the help-agent chat's message box when the pointer rested on a tile just below
 * the chat (walkthrough 12, D4). Tooltips inside a dialog (the folder popup's tiles) keep the
 * popovers' layer, above the dialog (`TooltipWithLongPress`).
 */
export const PAGE_TOOLTIP_Z_INDEX = 8009;

/**
 * Non-blocking layers (the floating panels, the help item editor, the page help's list) over the
 * page. They stack from here in the order they opened or were last clicked (`useFloatingLayer`,
 * floating-layers.ts): the one a person used last is on top. Above the help overlay, so a panel opened in help editing mode
 * is never covered by the page's badges.
 */
export const FLOATING_LAYER_Z_INDEX = 8010;

/**
 * Dialogs (modals, drawers) block the page: above the floating panels (Help Topics, the chat),
 * which they were under at Mantine's 200 (Settings opened under an open Help Topics panel). A
 * theme default (appearance-theme.ts).
 */
export const DIALOG_Z_INDEX = 8100;
/** A dialog opened over a dialog (Terms of Use over Settings, a delete confirmation over a panel). */
export const NESTED_DIALOG_Z_INDEX = 8110;

/**
 * Popovers (menus and select lists are popovers too) and tooltips open from what was just
 * pressed: above the floating panels already open and the dialogs they opened, not under them.
 * A theme default (appearance-theme.ts).
 */
export const POPOVER_Z_INDEX = 8200;

/** The pushed release's "Updating the site" cover: over everything, nothing clickable until the reload. */
export const RELOAD_COVER_Z_INDEX = 10_000;
