import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { tablesAsParagraphs } from './pasted-tables';
import classes from './RichTextField.module.css';

export interface RichTextFieldProps {
  /** The field's label, shown above it and the text box's accessible name ('Comment', 'Description'). */
  label: string;
  /** Marks the label with the required asterisk (and the box with aria-required), as other fields. */
  required?: boolean;
  /** Why the value cannot be saved, shown under the box (as Mantine's fields show theirs). */
  error?: string;
  /** A hint under the label (as Mantine's fields show theirs), e.g. a count near a limit. */
  description?: string;
  /** Height in pixels, toolbar included (S2 §9: note comment 350, help topic 300). */
  height: number;
  /** The HTML when the editor opens (later changes come from the editor itself). */
  initialHtml: string;
  /** The new HTML on each change; an empty editor gives ''. */
  onChange: (html: string) => void;
}

/**
 * The rich-text editor of release-note comments, help topics and help items (S2 §2): Tiptap
 * through @mantine/tiptap, labelled like the form's other fields. Import it lazily
 * (`LazyRichTextField`) so Tiptap stays out of the first load. Tiptap keeps only the markup its
 * schema knows, so pasted scripts never survive; readers still show the HTML through SafeHtml.
 */
export function RichTextField({
  label,
  required,
  error,
  description,
  height,
  initialHtml,
  onChange,
}: RichTextFieldProps) {
  const labelId = useId();
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  });
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false } })],
    content: initialHtml,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        // Named by the visible label (its asterisk is aria-hidden, so the name stays the label).
        'aria-labelledby': labelId,
        role: 'textbox',
        'aria-multiline': 'true',
        // Right-to-left text typed here lays out right to left (docs/architecture.md).
        dir: 'auto',
        ...(required ? { 'aria-required': 'true' } : {}),
      },
      transformPastedHTML: tablesAsParagraphs,
    },
    onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
  });
  return (
    <Input.Wrapper
      label={label}
      required={required}
      error={error}
      description={description}
      // A div, not a label: the box is not a form control a label's `for` can point at.
      labelElement="div"
      labelProps={{ id: labelId }}
    >
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
        {/* A long word wraps (RichTextField.module.css). */}
        <RichTextEditor.Content className={classes.content} style={{ flex: 1, overflow: 'auto' }} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
