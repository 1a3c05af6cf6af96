/*
 * The z-indexes of the non-blocking layers over the page, apart from the hooks that use them.
 */

/**
 * Non-blocking layers (the floating panels, the help item editor) over the page. They stack from
 * here in the order they opened or were last clicked (`useFloatingLayer`, floating-layers.ts): the one a person used last is on top. Above
 * the help overlay's cards, badges and controls (S2 §9: about 8005 to 8006), so a panel opened in
 * help editing mode is never covered by the page's badges.
 */
export const FLOATING_LAYER_Z_INDEX = 8010;
/**
 * Dialogs sit above every floating layer (`DIALOG_Z_INDEX`, `NESTED_DIALOG_Z_INDEX`: a delete
 * confirmation opened from a panel is a dialog over it), and popovers, menus, select lists and
 * tooltips above both (`POPOVER_Z_INDEX`): theme defaults, in appearance-theme.ts. The global
 * search's results (`SEARCH_RESULTS_Z_INDEX`, there too) are under the floating layers, over the
 * page, the sidebar and the help overlay.
 */
