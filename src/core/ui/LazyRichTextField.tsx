import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './RichTextField';

const RichTextField = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

/**
 * The shared rich-text editor (RichTextField), loaded the first time a form shows it: Tiptap stays
 * out of the chunks of readers who never edit. A loader of the editor's height holds its place.
 */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Loader size="sm" h={props.height} aria-label="Loading the editor" />}>
      <RichTextField {...props} />
    </Suspense>
  );
}
