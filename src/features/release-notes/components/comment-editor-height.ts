/** Note comment editor height (S2 §2, §9); apart from the editor so the lazy chunk stays lazy. */
export const COMMENT_EDITOR_HEIGHT = 350;
