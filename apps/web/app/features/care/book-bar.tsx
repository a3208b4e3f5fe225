/**
 * The "Book · ₹fee" bar at the bottom of a doctor's or clinic's page on a phone (issue 19, item 7; decision 044):
 * a plain link to the booking panel (`#book`), so it works before the page's JavaScript has loaded. Once hydrated it
 * steps aside while the booking panel is on screen, so it never covers the panel's own button.
 */
import { CalendarPlus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { cn } from '../../components/ui/cn.ts';

export function BookBar({ label, target = 'book' }: { label: string; target?: string }) {
  const [panelInView, setPanelInView] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(target);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => setPanelInView(!!e?.isIntersecting), { rootMargin: '0px 0px -50% 0px' });
    io.observe(panel);
    return () => io.disconnect();
  }, [target]);
  return (
    <div className={cn('fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-2px_8px_rgba(0,0,0,0.06)] backdrop-blur transition-transform lg:hidden', panelInView && 'pointer-events-none translate-y-full')} aria-hidden={panelInView || undefined} data-testid="book-bar">
      <a href={`#${target}`} tabIndex={panelInView ? -1 : undefined} className="flex h-12 w-full items-center justify-center gap-2 rounded-lg bg-brand-700 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        <CalendarPlus size={20} aria-hidden /> {label}
      </a>
    </div>
  );
}
