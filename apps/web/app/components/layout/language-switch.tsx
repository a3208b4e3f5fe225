import { Languages } from 'lucide-react';
import { useLocation } from 'react-router';
import { currentLocale, LOCALE_NAMES, LOCALES, t } from '@nirog/shared/messages/catalogue';
import { cn } from '../ui/cn.ts';

/**
 * The language switch (decision 020): a plain form to /language, which remembers the choice and reloads the page it
 * was on in that language (a full load, so the page's messages arrive with it). Works before and without scripts.
 * `toggle` offers the other language (header); `list` offers both with the current one marked (footer); `choice`
 * does so as buttons on a light card (the profile, where a logged-in user's choice is saved with the account).
 */
export function LanguageSwitch({ variant, className }: { variant: 'toggle' | 'list' | 'choice'; className?: string }) {
  const location = useLocation();
  const current = currentLocale();
  const back = location.pathname + location.search;
  const choices = variant === 'toggle' ? LOCALES.filter((l) => l !== current) : LOCALES;
  return (
    <form method="post" action="/language" className={cn('flex items-center gap-1', className)} aria-label={t('language.label')}>
      <input type="hidden" name="redirectTo" value={back} />
      {variant === 'list' && <Languages size={18} aria-hidden className="mr-1 shrink-0" />}
      {choices.map((l) => (
        <button
          key={l}
          type="submit"
          name="lang"
          value={l}
          lang={l}
          data-language-choice
          aria-pressed={variant !== 'toggle' ? l === current : undefined}
          aria-label={variant === 'toggle' ? t('language.switchTo', { language: LOCALE_NAMES[l] }) : undefined}
          className={cn(
            'inline-flex min-h-11 items-center rounded-lg px-3 text-[15px] font-medium',
            variant === 'toggle'
              ? 'text-brand-800 hover:bg-brand-50'
              : variant === 'choice'
                ? l === current
                  ? 'border border-brand-700 bg-brand-700 text-white'
                  : 'border border-line bg-white text-brand-800 hover:bg-brand-50'
                : l === current ? 'bg-white/10 text-white underline underline-offset-4' : 'text-brand-100 hover:text-white hover:underline',
          )}
        >
          {variant === 'toggle' && <Languages size={18} aria-hidden className="mr-1.5 shrink-0" />}
          {LOCALE_NAMES[l]}
        </button>
      ))}
    </form>
  );
}
