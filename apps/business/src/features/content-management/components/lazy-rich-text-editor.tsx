import { lazy, Suspense } from 'react';
import { CONTENT_PAGES_TEXT } from '@stepup/domain';
import { Preloader } from '@stepup/ui';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are loaded only when an admin opens an editor: their own chunk, never
// the business site's main bundle (ADR 032), and never the customer site at all.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

/** The rich-text editor, loaded on first use, with a labelled placeholder while it arrives. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="rich-editor rich-editor--loading">
          <Preloader label={CONTENT_PAGES_TEXT.editorLoading} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
