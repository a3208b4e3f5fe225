/**
 * The composer for those who may post (Feed write access): its code (the form, the mention suggestions, the upload
 * progress) is a chunk of its own, so a visitor's first load of /feeds never carries it. Rendered in place on the server
 * (the server loads the code at start, so it never suspends there), so it posts without JavaScript; the browser
 * hydrates it when the chunk has arrived (the modal's pattern, components/ui/modal.tsx).
 */
import { lazy, Suspense, type ComponentProps } from 'react';
import type { Composer } from './composer.tsx';

type ComposerModule = typeof import('./composer.tsx');
let loaded: { default: ComposerModule['Composer'] } | undefined;
const load = () => import('./composer.tsx').then((m) => (loaded = { default: m.Composer }));
/** Once the code is here its thenable answers at once, and React renders without suspending. */
const Lazy = lazy(() => (loaded ? ({ then: (resolve: (m: typeof loaded) => void) => resolve(loaded) } as unknown as Promise<NonNullable<typeof loaded>>) : load()));
if (typeof window === 'undefined') void load();

export function LazyComposer(props: ComponentProps<typeof Composer>) {
  return (
    <Suspense fallback={null}>
      <Lazy {...props} />
    </Suspense>
  );
}
