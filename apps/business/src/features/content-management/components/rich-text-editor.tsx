import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import type { Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { RICH_TEXT_EDITOR_TEXT as T } from '@stepup/domain';
import { Button, useRovingFocus } from '@stepup/ui';
import './rich-text-editor.css';

// The admin area's rich-text editor (ADR 032): Tiptap's StarterKit limited to what the server's
// sanitiser keeps (headings 2 and 3, paragraphs, bold, italic, lists, quotes, links). Pasted or
// typed markup outside that schema (scripts, images, styles, handlers) never enters the document;
// the server sanitises whatever is saved anyway. Loaded only through lazy-rich-text-editor.tsx,
// so the business site's main bundle does not carry it.

const SAFE_LINK = /^(https?:\/\/|mailto:|tel:)/i;

export interface RichTextEditorProps {
  /** The text the editor starts with (remount it, with a new `key`, to start again). */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The id of the visible label that names the editing area. */
  labelledBy: string;
  describedBy?: string;
}

interface ToolButton {
  key: string;
  label: string;
  icon: ReactNode;
  run: (editor: Editor) => void;
  pressed?: (editor: Editor) => boolean;
  disabled?: (editor: Editor) => boolean;
}

const chain = (editor: Editor) => editor.chain().focus();

const tools: ToolButton[] = [
  {
    key: 'bold',
    label: T.bold,
    icon: <Bold size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleBold().run(),
    pressed: (e) => e.isActive('bold'),
  },
  {
    key: 'italic',
    label: T.italic,
    icon: <Italic size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleItalic().run(),
    pressed: (e) => e.isActive('italic'),
  },
  {
    key: 'h2',
    label: T.heading2,
    icon: <Heading2 size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleHeading({ level: 2 }).run(),
    pressed: (e) => e.isActive('heading', { level: 2 }),
  },
  {
    key: 'h3',
    label: T.heading3,
    icon: <Heading3 size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleHeading({ level: 3 }).run(),
    pressed: (e) => e.isActive('heading', { level: 3 }),
  },
  {
    key: 'bullets',
    label: T.bulletList,
    icon: <List size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleBulletList().run(),
    pressed: (e) => e.isActive('bulletList'),
  },
  {
    key: 'numbers',
    label: T.orderedList,
    icon: <ListOrdered size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleOrderedList().run(),
    pressed: (e) => e.isActive('orderedList'),
  },
  {
    key: 'quote',
    label: T.quote,
    icon: <Quote size={18} aria-hidden="true" />,
    run: (e) => chain(e).toggleBlockquote().run(),
    pressed: (e) => e.isActive('blockquote'),
  },
  {
    key: 'undo',
    label: T.undo,
    icon: <Undo2 size={18} aria-hidden="true" />,
    run: (e) => chain(e).undo().run(),
    disabled: (e) => !e.can().undo(),
  },
  {
    key: 'redo',
    label: T.redo,
    icon: <Redo2 size={18} aria-hidden="true" />,
    run: (e) => chain(e).redo().run(),
    disabled: (e) => !e.can().redo(),
  },
];

/** The link form under the toolbar: the address of the selected text's link, or a new one. */
function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState<string>(() => editor.getAttributes('link').href ?? 'https://');
  const [error, setError] = useState<string | null>(null);
  function apply() {
    const address = href.trim();
    if (address === '' || address === 'https://') {
      chain(editor).extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!SAFE_LINK.test(address)) {
      setError(T.linkInvalid);
      return;
    }
    chain(editor).extendMarkRange('link').setLink({ href: address }).run();
    onDone();
  }
  return (
    <div className="rich-editor__link">
      <label htmlFor={id} className="ui-field__label">
        {T.linkPrompt}
      </label>
      <div className="rich-editor__link-row">
        <input
          id={id}
          className="ui-input"
          type="url"
          inputMode="url"
          value={href}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
              editor.commands.focus();
            }
          }}
        />
        <Button size="small" onClick={apply}>
          {T.linkApply}
        </Button>
        {editor.isActive('link') ? (
          <Button
            size="small"
            variant="secondary"
            onClick={() => {
              chain(editor).extendMarkRange('link').unsetLink().run();
              onDone();
            }}
          >
            {T.linkRemove}
          </Button>
        ) : null}
      </div>
      {error ? (
        <span className="ui-field__error" id={`${id}-error`}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * Tiptap with a labelled toolbar (one tab stop; arrow keys, Home and End move along it, as the
 * WAI-ARIA toolbar pattern has it). The usual shortcuts work in the text too (Ctrl/⌘+B, I, Z…).
 */
export default function RichTextEditor({
  initialHtml,
  onChange,
  labelledBy,
  describedBy,
}: RichTextEditorProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          HTMLAttributes: { rel: null, target: null },
          isAllowedUri: (url) => SAFE_LINK.test(url),
        },
      }),
    ],
    content: initialHtml,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
    editorProps: {
      attributes: {
        class: 'rich-editor__content ui-rich-text',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      },
    },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      pressed: tools.map((tool) => tool.pressed?.(e) ?? null),
      disabled: tools.map((tool) => tool.disabled?.(e) ?? false),
      link: e.isActive('link'),
    }),
  });

  const all = [...tools.map((tool) => tool.key), 'link'];
  const toolbarKeys = useRovingFocus(all, all[focused]!, (key) => setFocused(all.indexOf(key)));

  const toolButton = (
    index: number,
    label: string,
    icon: ReactNode,
    onClick: () => void,
    extra: { 'aria-pressed'?: boolean; 'aria-expanded'?: boolean; 'aria-disabled'?: true },
  ) => (
    <button
      key={all[index]}
      ref={toolbarKeys.itemRef(all[index]!)}
      type="button"
      className="rich-editor__tool"
      aria-label={label}
      title={label}
      tabIndex={index === focused ? 0 : -1}
      onFocus={() => setFocused(index)}
      onClick={onClick}
      {...extra}
    >
      {icon}
    </button>
  );

  return (
    <div className="rich-editor">
      <div
        className="rich-editor__toolbar"
        role="toolbar"
        aria-label={T.toolbar}
        onKeyDown={toolbarKeys.onKeyDown}
      >
        {tools.map((tool, index) =>
          toolButton(
            index,
            tool.label,
            tool.icon,
            () => {
              if (!editor || state?.disabled[index]) return;
              tool.run(editor);
            },
            {
              ...(tool.pressed ? { 'aria-pressed': Boolean(state?.pressed[index]) } : {}),
              ...(state?.disabled[index] ? { 'aria-disabled': true as const } : {}),
            },
          ),
        )}
        {toolButton(
          tools.length,
          T.link,
          <Link2 size={18} aria-hidden="true" />,
          () => setLinkOpen((open) => !open),
          { 'aria-expanded': linkOpen, 'aria-pressed': state?.link ?? false },
        )}
      </div>
      {linkOpen && editor ? <LinkForm editor={editor} onDone={() => setLinkOpen(false)} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
