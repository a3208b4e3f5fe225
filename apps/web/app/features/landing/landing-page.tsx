import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '../../components/ui/card.tsx';

export interface LandingLink {
  to: string;
  title: string;
  text: string;
  Icon: LucideIcon;
  /** The link's language when it differs from the page's (a Hindi title on an English page). */
  lang?: string;
}

export interface LandingGroup {
  title: string;
  links: LandingLink[];
}

/**
 * A landing page (/learn, /manage, /smartcenter, /connect-peers; decision 051): a heading and lead, then groups of
 * cards, each a link into a page that exists. Server-rendered, no script of its own.
 */
export function LandingPage({ title, lead, groups, children }: { title: string; lead: string; groups: LandingGroup[]; children?: ReactNode }) {
  return (
    <Container className="py-8 sm:py-12">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-base leading-relaxed text-muted sm:text-lg">{lead}</p>
      </header>
      {groups.map((g, gi) => (
        <section key={g.title} aria-labelledby={`group-${gi}`} className="mt-8 sm:mt-10">
          <h2 id={`group-${gi}`} className="text-sm font-semibold uppercase tracking-wide text-brand-700">
            {g.title}
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {g.links.map(({ to, title: name, text, Icon, lang }) => (
              <li key={to} className="flex">
                <Link to={to} className="group flex w-full gap-3 rounded-xl border border-line bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50 motion-reduce:transition-none">
                  <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                    <Icon size={20} aria-hidden />
                  </span>
                  <span className="min-w-0">
                    <span lang={lang} className="block font-semibold text-brand-900 group-hover:underline">
                      {name}
                    </span>
                    <span className="mt-1 block text-sm text-muted">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {children && <div className="mt-8 max-w-3xl">{children}</div>}
    </Container>
  );
}
