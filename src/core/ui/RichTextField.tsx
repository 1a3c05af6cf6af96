import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';

interface RichTextFieldProps {
  /** The accessible name of the text box ('Comment', 'Description'). */
  label: string;
  /** Height in pixels, toolbar included (S2 §9: note comment 350, help topic 300). */
  height: number;
  /** The HTML when the editor opens (later changes come from the editor itself). */
  initialHtml: string;
  /** The new HTML on each change; an empty editor gives ''. */
  onChange: (html: string) => void;
}

/**
 * The rich-text editor of release-note comments and help topics (S2 §2): Tiptap through
 * @mantine/tiptap. Import it lazily (`React.lazy`) so Tiptap stays out of the first load. Tiptap
 * keeps only the markup its schema knows, so pasted scripts never survive; readers still show
 * the HTML through SafeHtml.
 */
export function RichTextField({ label, height, initialHtml, onChange }: RichTextFieldProps) {
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <RichTextEditor editor={editor} h={height} style={{ display: 'flex', flexDirection: 'column' }}>
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
