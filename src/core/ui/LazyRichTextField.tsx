import { Center, Input, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './RichTextField';

const RichTextField = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

/**
 * The shared rich-text editor (RichTextField), loaded the first time a form shows it: Tiptap stays
 * out of the chunks of readers who never edit. While it loads, its label and a loader of its height
 * hold its place, so nothing below moves when it arrives (a form scrolled to its buttons keeps them
 * in view).
 */
export function LazyRichTextField(props: RichTextFieldProps) {
  const placeholder = (
    <Input.Wrapper label={props.label} required={props.required} labelElement="div">
      <Center h={props.height}>
        <Loader size="sm" aria-label="Loading the editor" />
      </Center>
    </Input.Wrapper>
  );
  return (
    <Suspense fallback={placeholder}>
      <RichTextField {...props} />
    </Suspense>
  );
}
