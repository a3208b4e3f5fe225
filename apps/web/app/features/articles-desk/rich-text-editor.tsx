/**
 * The editors' desk's rich-text editor (decision 047): TipTap 3 (ProseMirror) with the starter kit (headings 2-3,
 * lists, quotes, links) and pictures. Loaded lazily by RichTextField, so no other page carries it. Pictures are
 * uploaded through the desk (resized by the API to responsive sizes) and inserted with their srcset. Whatever this
 * produces is sanitised again by the API before it is stored.
 */
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link2, List, ListOrdered, Quote, Redo2, Undo2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';
import { uploadArticleImage } from './desk-upload.ts';

/** Pictures keep their srcset and size (the API allows only its own picture addresses). */
const ArticleImage = Image.extend({
  addAttributes() {
    return { ...this.parent?.(), srcset: { default: null }, sizes: { default: '(min-width: 768px) 768px, 100vw' }, width: { default: null }, height: { default: null } };
  },
});

function ToolButton({ label, active, onClick, children }: { label: string; active?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      // The editor keeps the focus (and the caret) while a button is pressed: what is typed right after goes into
      // the text with the new mark, never to the button while the editor takes its focus back.
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      aria-label={label}
      aria-pressed={active ?? undefined}
      title={label}
      className={cn('inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-brand-50', active && 'bg-brand-100 text-brand-900')}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const [alt, setAlt] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(t('articles.desk.linkPrompt'), previous ?? 'https://');
    if (url === null) return;
    if (url === '' || url === 'https://') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url }).run();
  };
  async function insertPicture(f: File) {
    setStatus(t('articles.desk.imageUploading'));
    const res = await uploadArticleImage(f, alt);
    if ('error' in res) return setStatus(res.error);
    const { image } = res;
    editor.chain().focus().setImage({ src: image.src, alt: image.alt }).updateAttributes('image', { srcset: image.srcset, width: image.width, height: image.height }).run();
    setStatus(null);
    setAlt('');
    if (file.current) file.current.value = '';
  }
  return (
    <div role="toolbar" aria-label={t('articles.desk.toolbar')} className="flex flex-wrap items-center gap-1 border-b border-line bg-canvas p-1.5">
      <ToolButton label={t('articles.desk.bold')} active={editor.isActive('bold')} onClick={() => editor.chain().focus().toggleBold().run()}>
        <Bold size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.italic')} active={editor.isActive('italic')} onClick={() => editor.chain().focus().toggleItalic().run()}>
        <Italic size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.heading')} active={editor.isActive('heading', { level: 2 })} onClick={() => editor.chain().focus().toggleHeading({ level: 2 }).run()}>
        <Heading2 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.subheading')} active={editor.isActive('heading', { level: 3 })} onClick={() => editor.chain().focus().toggleHeading({ level: 3 }).run()}>
        <Heading3 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.bullets')} active={editor.isActive('bulletList')} onClick={() => editor.chain().focus().toggleBulletList().run()}>
        <List size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.numbers')} active={editor.isActive('orderedList')} onClick={() => editor.chain().focus().toggleOrderedList().run()}>
        <ListOrdered size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.quote')} active={editor.isActive('blockquote')} onClick={() => editor.chain().focus().toggleBlockquote().run()}>
        <Quote size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.linkUrl')} active={editor.isActive('link')} onClick={setLink}>
        <Link2 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.undo')} onClick={() => editor.chain().focus().undo().run()}>
        <Undo2 size={18} aria-hidden />
      </ToolButton>
      <ToolButton label={t('articles.desk.redo')} onClick={() => editor.chain().focus().redo().run()}>
        <Redo2 size={18} aria-hidden />
      </ToolButton>
      <span className="mx-1 h-6 w-px bg-line" aria-hidden />
      <label className="flex items-center gap-1">
        <span className="sr-only">{t('articles.desk.imageAlt')}</span>
        <input value={alt} onChange={(e) => setAlt(e.target.value)} placeholder={t('articles.desk.imageAlt')} className="h-10 w-52 rounded-lg border border-line bg-white px-2 text-sm" />
      </label>
      <label className={cn('inline-flex h-10 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm hover:bg-brand-50', alt.trim().length < 3 && 'pointer-events-none opacity-50')}>
        <ImagePlus size={18} aria-hidden />
        {t('articles.desk.image')}
        <input ref={file} type="file" accept="image/jpeg,image/png,image/webp" className="sr-only" disabled={alt.trim().length < 3} onChange={(e) => e.target.files?.[0] && void insertPicture(e.target.files[0])} />
      </label>
      {status ? (
        <span role="status" className="px-2 text-sm text-muted">
          {status}
        </span>
      ) : null}
    </div>
  );
}

export default function RichTextEditor({ initialHtml, onChange, labelledBy }: { initialHtml: string; onChange: (html: string) => void; labelledBy: string }) {
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true, protocols: ['https', 'http', 'mailto'] } }), ArticleImage],
    content: initialHtml,
    immediatelyRender: false,
    editorProps: { attributes: { class: 'article-body min-h-72 px-4 py-3 focus:outline-none', 'aria-labelledby': labelledBy, 'aria-multiline': 'true', role: 'textbox' } },
    onUpdate: ({ editor: e }) => onChange(e.getHTML()),
  });
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-white focus-within:border-brand-600" data-testid="rich-text-editor">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
