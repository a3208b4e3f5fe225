import { LogIn } from 'lucide-react';
import { t } from '@nirog/shared/messages/catalogue';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** Public order pages (spec section 2) ask a visitor to log in and come back here. */
export function LoginPrompt({ title, loginUrl }: { title: string; loginUrl: string }) {
  return (
    <Card className="mx-auto mt-6 max-w-lg text-center">
      <LogIn size={32} aria-hidden className="mx-auto text-brand-600" />
      <h1 className="mt-3 text-xl font-bold text-brand-900 sm:text-2xl">{title}</h1>
      <p className="mt-2 text-[15px] text-muted">{t('shop.login.text')}</p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <ButtonLink to={loginUrl}>{t('shop.login.button')}</ButtonLink>
        <ButtonLink to="/sign-up" variant="secondary">
          {t('shop.login.signUp')}
        </ButtonLink>
      </div>
    </Card>
  );
}
