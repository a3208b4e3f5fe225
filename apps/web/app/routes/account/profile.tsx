import { FileDown, Languages, LogOut, MapPin } from 'lucide-react';
import { useCallback } from 'react';
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { isProfileSection, PROFILE_SECTIONS } from '@nirog/shared/schemas/profile';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button, ButtonLink, buttonClass } from '../../components/ui/button.tsx';
import { Card, Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { PincodeOnlyModal } from '../../features/address/pincode-only-modal.tsx';
import { DetailsFormModal } from '../../features/profile/details-form-modal.tsx';
import { EmailModal } from '../../features/profile/email-modal.tsx';
import { EntryFormModal } from '../../features/profile/entry-form-modal.tsx';
import { PictureModal } from '../../features/profile/picture-modal.tsx';
import { profileAction } from '../../features/profile/profile-action.server.ts';
import { ProfileSummary } from '../../features/profile/profile-summary.tsx';
import { PROFILE_TOASTS, type Entry, type OpenForm, type ProfileFormResult, type ProfileToast } from '../../features/profile/profile-types.ts';
import { SectionCard } from '../../features/profile/section-card.tsx';
import { MyCertificates } from '../../features/certificates/my-certificates.tsx';
import { requireUser } from '../../lib/session.server.ts';
import { loadVerification } from '../../features/verification/verification-status.server.ts';
import { VerificationPrompt } from '../../features/verification/verify-modal.tsx';
import type { Route } from './+types/profile';

export const meta: Route.MetaFunction = () => pageMeta(t('profile.title'));

/** `?form=` names the open modal: details, email, picture, or `{section}:new` / `{section}:{entryId}`. */
function openForm(url: URL): OpenForm {
  const form = url.searchParams.get('form') ?? '';
  if (form === 'details' || form === 'picture') return { kind: form };
  if (form === 'email') return { kind: 'email', change: url.searchParams.get('change') === '1' };
  const [section, id] = form.split(':');
  if (section && isProfileSection(section) && id) return { kind: 'entry', section, entryId: id === 'new' ? null : Number(id) || null };
  return null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const user = await requireUser(context.api, request);
  const url = new URL(request.url);
  const practitioner = user.userType !== 1;
  const [profile, location, states, certificates] = await Promise.all([
    context.api.get(`/v1/users/${user.id}/profile`),
    practitioner ? context.api.get(`/v1/doctor-profile/${user.id}`) : null,
    practitioner ? context.api.get('/pub/states?country=101') : null,
    context.api.get('/v1/certificates?limit=100'),
  ]);
  if (!profile.ok) throw new Response('The profile could not be loaded', { status: 502 });
  const toastKey = url.searchParams.get('toast');
  return {
    profile: profile.entity,
    location: location?.ok ? location.entity : null,
    states: states?.ok ? states.entity : [],
    certificates: certificates.ok ? certificates.entity.items : [],
    form: openForm(url),
    pincodeForm: url.searchParams.get('pincode') === '1',
    toast: toastKey && toastKey in PROFILE_TOASTS ? t(PROFILE_TOASTS[toastKey as ProfileToast]) : null,
    // Spec section 6: doctors with status 0 see the verification prompt here.
    verification: user.userType === 2 ? await loadVerification(context.api, user) : null,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const user = await requireUser(context.api, request);
  return profileAction(request, context.api, user);
}

export default function Profile() {
  const { profile, location, states, certificates, form, pincodeForm, toast } = useLoaderData<typeof loader>();
  const { verification } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as ProfileFormResult | undefined;
  const navigate = useNavigate();
  const { search } = useLocation();
  const busy = useNavigation().state !== 'idle';
  const clearToast = useCallback(() => {
    const params = new URLSearchParams(search);
    params.delete('toast');
    const rest = params.toString();
    navigate(`/profile${rest ? `?${rest}` : ''}`, { replace: true, preventScrollReset: true });
  }, [navigate, search]);
  const sections = profile.sections;
  const resultFor = (name: string) => (result?.form === name ? result : undefined);
  const entry = form?.kind === 'entry' && form.entryId ? ((sections?.[form.section] as Entry[] | undefined)?.find((e) => e.id === form.entryId) ?? null) : null;

  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('profile.title')}</h1>
      <VerificationPrompt verification={verification} className="mt-4" />
      {/* On a phone the professional sections come right after the summary; on a wide screen they fill the right column. */}
      <div className={sections ? 'mt-6 grid items-start gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:grid-rows-[auto_auto_1fr]' : 'mt-6 grid max-w-xl gap-6'}>
        <Card className="lg:col-start-1">
          <ProfileSummary profile={profile} />
        </Card>

        {sections && (
          <section aria-labelledby="professional-profile" className="lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <h2 id="professional-profile" className="text-xl font-bold text-brand-900">
              {t('profileSection.heading')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('profileSection.intro')}</p>
            <div className="mt-4 grid gap-4 xl:grid-cols-2">
              {PROFILE_SECTIONS.map((s) => (
                <SectionCard key={s} section={s} entries={sections[s] as Entry[]} limit={profile.limits.entriesPerSection} busy={busy} />
              ))}
            </div>
          </section>
        )}

        {location && (
          <Card className="!p-4 sm:!p-5 lg:col-start-1">
            <section aria-labelledby="practice-location">
              <h2 id="practice-location" className="flex items-center gap-2 font-semibold text-brand-900">
                <MapPin size={18} aria-hidden /> {t('profile.location.title')}
              </h2>
              <p className="mt-1 text-[15px]" data-testid="practice-location">
                {location.pin_code ? `${location.city}, ${location.state_name} ${location.pin_code}` : t('profile.location.notSet')}
              </p>
              <ButtonLink to="/profile?pincode=1" variant="secondary" size="sm" className="mt-3" preventScrollReset>
                {t('profile.location.update')}
              </ButtonLink>
            </section>
          </Card>
        )}

        <Card className="!p-4 sm:!p-5 lg:col-start-1">
          <MyCertificates items={certificates} />
        </Card>

        <Card className="!p-4 sm:!p-5 lg:col-start-1">
          <section aria-labelledby="my-language">
            <h2 id="my-language" className="flex items-center gap-2 font-semibold text-brand-900">
              <Languages size={18} aria-hidden /> {t('language.label')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('language.profileIntro')}</p>
            <LanguageSwitch variant="choice" className="mt-3 gap-2" />
          </section>
        </Card>

        <Card className="!p-4 sm:!p-5 lg:col-start-1">
          <section aria-labelledby="my-data">
            <h2 id="my-data" className="flex items-center gap-2 font-semibold text-brand-900">
              <FileDown size={18} aria-hidden /> {t('privacy.section.title')}
            </h2>
            <p className="mt-1 text-sm text-muted">{t('privacy.section.intro')}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a href="/api/v1/users/me/data.pdf" download className={buttonClass('secondary', 'sm')}>
                {t('privacy.section.downloadPdf')}
              </a>
              <a href="/api/v1/users/me/data" download className={buttonClass('secondary', 'sm')}>
                {t('privacy.section.downloadJson')}
              </a>
            </div>
            <Link to="/profile/delete-account" className="mt-3 inline-block text-sm font-medium text-danger underline underline-offset-2">
              {t('privacy.section.deleteLink')}
            </Link>
          </section>
        </Card>

        <Form method="post" action="/logout" className="flex flex-wrap items-center gap-3 lg:col-start-1">
          <Button type="submit" variant="secondary">
            <LogOut size={18} aria-hidden /> {t('nav.logout')}
          </Button>
          <p className="text-sm text-muted">{t('profile.logoutHint')}</p>
        </Form>
      </div>

      {form?.kind === 'details' && <DetailsFormModal key={JSON.stringify(result ?? {})} profile={profile} result={resultFor('details')} closeTo="/profile" />}
      {form?.kind === 'email' && <EmailModal key={`${form.change}-${JSON.stringify(result ?? {})}-${profile.emailPending?.email ?? ''}`} profile={profile} result={resultFor('email')} change={form.change} closeTo="/profile" />}
      {form?.kind === 'picture' && <PictureModal key={JSON.stringify(result ?? {})} profile={profile} result={resultFor('picture')} closeTo="/profile" />}
      {form?.kind === 'entry' && sections && (form.entryId === null || entry) && (
        <EntryFormModal
          key={`${form.section}:${form.entryId}-${JSON.stringify(result ?? {})}`}
          section={form.section}
          entry={entry}
          result={resultFor(`${form.section}:${form.entryId ?? 'new'}`)}
          closeTo={`/profile#section-${form.section}`}
        />
      )}
      {location && (pincodeForm || result?.form === 'pincode') && (
        <PincodeOnlyModal
          key={JSON.stringify(result?.fieldErrors ?? {})}
          initial={
            (resultFor('pincode')?.values as { pin_code: string; city: string; state: string } | undefined) ?? {
              pin_code: location.pin_code ?? '',
              city: location.city ?? '',
              state: location.state ? String(location.state) : '',
            }
          }
          states={states}
          fieldErrors={resultFor('pincode')?.fieldErrors ?? {}}
          closeTo="/profile"
        />
      )}
      <Toast message={toast} onDone={clearToast} />
      <Toast message={result?.form === 'toast' ? result.error : null} tone="error" />
    </Container>
  );
}
