import '@mantine/tiptap/styles.css';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { COMMENT_EDITOR_HEIGHT } from './comment-editor-height';

interface CommentEditorProps {
  /** The comment's HTML when the editor opens (later changes come from the editor itself). */
  initialHtml: string;
  onChange: (html: string) => void;
}

/**
 * The note's rich-text comment (S2 §2): Tiptap through @mantine/tiptap, loaded lazily with the
 * note editor. Tiptap keeps only the markup its schema knows, so pasted scripts never survive;
 * readers still show comments through SafeHtml.
 */
export function CommentEditor({ initialHtml, onChange }: CommentEditorProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': 'Comment', role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <RichTextEditor
      editor={editor}
      h={COMMENT_EDITOR_HEIGHT}
      style={{ display: 'flex', flexDirection: 'column' }}
      data-testid="comment-editor"
    >
      <RichTextEditor.Toolbar>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Bold />
          <RichTextEditor.Italic />
          <RichTextEditor.Underline />
          <RichTextEditor.Strikethrough />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.BulletList />
          <RichTextEditor.OrderedList />
        </RichTextEditor.ControlsGroup>
        <RichTextEditor.ControlsGroup>
          <RichTextEditor.Link />
          <RichTextEditor.Unlink />
        </RichTextEditor.ControlsGroup>
      </RichTextEditor.Toolbar>
      <RichTextEditor.Content style={{ flex: 1, overflow: 'auto' }} />
    </RichTextEditor>
  );
}
