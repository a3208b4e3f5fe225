import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkMessages } from './messages-plugin.ts';
import { sectionOnlyIconFiles } from './icon-chunks.ts';

const sectionIcons = sectionOnlyIconFiles(`${import.meta.dirname}/app`, `${import.meta.dirname}/../../node_modules/lucide-react`);
const iconFile = (id: string) => id.split(/[\\/]/).pop() ?? '';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [tailwindcss(), reactRouter(), chunkMessages()],
  // BUNDLE_SOURCEMAP=1 (bench/bundle-report.ts) writes source maps beside the client chunks, not linked from them.
  build: {
    assetsInlineLimit: 0,
    sourcemap: process.env.BUNDLE_SOURCEMAP ? 'hidden' : false,
    // The icons in one chunk, not one chunk per icon: a page asked for ~25 separate 300-byte files (issue 17). Icons
    // only a section of its own uses (back office, feed, quizzes) stay out of it, so a patient's page never downloads
    // them (icon-chunks.ts). The CSS-drawn icons' component (components/ui/glyph.tsx, decision 058) rides along rather than costing a chunk of its own.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'icons', test: (id) => (/[\\/]lucide-react[\\/]/.test(id) && !sectionIcons.has(iconFile(id))) || /[\\/]components[\\/]ui[\\/]glyph\.tsx$/.test(id) }] } },
    },
  },
  environments: {
    // The server is one file (build/server/index.js): code the browser fetches on demand (the feed's composer, the
    // verify modal, the editor) is split for the browser only. Split on the server, a lazy chunk that imported the
    // entry back met it half-evaluated (the verify modal's preload failed), and files read beside the entry moved.
    ssr: { build: { rolldownOptions: { output: { codeSplitting: false } } } },
  },
});
