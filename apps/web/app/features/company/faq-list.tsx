import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface Faq {
  question: string;
  answer: ReactNode;
}

/**
 * Questions and answers as <details>/<summary>: each opens by click, Enter or Space, and works before (or without)
 * JavaScript. The question is a heading inside the summary so the list shows up in a screen reader's heading list.
 */
export function FaqList({ items, headingLevel = 3 }: { items: Faq[]; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className="my-4 divide-y divide-line overflow-hidden rounded-xl border border-line bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-4 px-4 py-4 hover:bg-brand-50 focus-visible:-outline-offset-2 sm:px-5 [&::-webkit-details-marker]:hidden">
            <Heading className="m-0 text-[15px] leading-6 font-semibold text-pretty text-brand-900">{item.question}</Heading>
            <ChevronDown size={20} aria-hidden className="mt-0.5 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
          </summary>
          <div className="px-4 pb-4 text-[15px] leading-7 sm:px-5 [&>p:first-child]:mt-0 [&>p:last-child]:mb-0">{item.answer}</div>
        </details>
      ))}
    </div>
  );
}
