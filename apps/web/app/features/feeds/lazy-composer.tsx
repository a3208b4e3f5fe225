/**
 * The composer for those who may post (Feed write access): its code (the form, the mention suggestions, the upload
 * progress) is a chunk of its own, so a visitor's first load of /feeds never carries it. Rendered in place on the server
 * (the server loads the code at start, so it never suspends there), so it posts without JavaScript; the browser loads
 * the chunk before it hydrates such a page and the composer hydrates with it (the modal's pattern, components/ui/modal.tsx).
 */
import { lazy, Suspense, useState, type ComponentProps } from 'react';
import type { Composer } from './composer.tsx';
import { holdHydration } from '../../components/ui/modal.tsx';

type ComposerModule = typeof import('./composer.tsx');
let loaded: { default: ComposerModule['Composer'] } | undefined;
const loadComposer = () => import('./composer.tsx').then((m) => (loaded = { default: m.Composer }));
/** Once the code is here its thenable answers at once, and React renders without suspending. */
const Lazy = lazy(() => (loaded ? ({ then: (resolve: (m: typeof loaded) => void) => resolve(loaded) } as unknown as Promise<NonNullable<typeof loaded>>) : loadComposer()));
if (typeof window === 'undefined') void loadComposer();
holdHydration('#composer-title', loadComposer);

export function LazyComposer(props: ComponentProps<typeof Composer>) {
  const [ready] = useState(() => loaded);
  if (ready) return <ready.default {...props} />;
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
