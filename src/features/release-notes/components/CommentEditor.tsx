import { RichTextField } from '../../../core/ui/RichTextField';
import { COMMENT_EDITOR_HEIGHT } from './comment-editor-height';

/** The note's rich-text comment (S2 §2, 350 px high): the shared editor, loaded lazily with the note editor. */
export function CommentEditor(props: { initialHtml: string; onChange: (html: string) => void }) {
  return <RichTextField label="Comment" height={COMMENT_EDITOR_HEIGHT} {...props} />;
}
