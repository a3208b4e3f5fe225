import { Form, Link, useActionData, useLoaderData, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { NOTIFICATION_CHANNELS, channelLabelKey, moduleLabelKey, type NotificationModule } from '@nirog/shared/notifications';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Container } from '../../components/ui/card.tsx';
import { Toast } from '../../components/ui/toast.tsx';
import { PushOptIn } from '../../features/notifications/push-opt-in.tsx';
import { loadPreferences, preferencesAction, pushPublicKey } from '../../features/notifications/notifications.server.ts';
import type { Route } from './+types/settings';

export const meta: Route.MetaFunction = () => pageMeta(t('notify.settings.title'));

/** Which notifications arrive how (protected): a table of modules by channels; browser push where the browser allows. */
export async function loader({ context }: Route.LoaderArgs) {
  const [prefs, publicKey] = await Promise.all([loadPreferences(context.api), pushPublicKey(context.api)]);
  return { prefs, publicKey };
}

export async function action({ context, request }: Route.ActionArgs) {
  return preferencesAction(context.api, request);
}

export default function NotificationSettings() {
  const { prefs, publicKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const saving = useNavigation().formData?.get('intent') === 'save';
  return (
    <Container className="py-8 sm:py-10">
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('notify.settings.title')}</h1>
      <p className="mt-1 max-w-2xl text-[15px] text-muted">{t('notify.settings.lead')}</p>
      {!prefs.reach.email && (
        <p className="mt-2 max-w-2xl text-sm text-muted">
          {t('notify.settings.noEmail')}{' '}
          <Link to="/profile" className="font-medium text-brand-700 underline underline-offset-2">
            {t('notify.settings.addEmail')}
          </Link>
        </p>
      )}
      {publicKey && <PushOptIn publicKey={publicKey} />}

      <Form method="post" className="mt-6">
        <div className="-mx-4 overflow-x-auto px-4">
          <table className="w-full min-w-[20rem] border-collapse text-[15px]">
            <caption className="sr-only">{t('notify.settings.title')}</caption>
            <thead>
              <tr className="border-b border-line text-left text-sm text-muted">
                <th scope="col" className="py-2 pr-2 font-medium">
                  {t('notify.settings.module')}
                </th>
                {NOTIFICATION_CHANNELS.map((c) => (
                  <th key={c} scope="col" className="px-1 py-2 text-center font-medium">
                    {t(channelLabelKey(c))}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {prefs.modules.map((m) => {
                const label = t(moduleLabelKey(m.module as NotificationModule));
                return (
                  <tr key={m.module} className="border-b border-line">
                    <th scope="row" className="py-2 pr-2 text-left font-normal">
                      {label}
                    </th>
                    {NOTIFICATION_CHANNELS.map((c) => (
                      <td key={c} className="px-1 py-1 text-center">
                        <input
                          type="checkbox"
                          name={`${m.module}.${c}`}
                          defaultChecked={m.channels[c]}
                          aria-label={`${label}: ${t(channelLabelKey(c))}`}
                          className="h-6 w-6 accent-brand-700"
                        />
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-muted">{t('notify.settings.inAppNote')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button type="submit" name="intent" value="save" disabled={saving}>
            {t('notify.settings.save')}
          </Button>
          <Link to="/notifications" className="inline-flex h-11 items-center text-[15px] font-medium text-brand-700 underline underline-offset-2">
            {t('notify.settings.back')}
          </Link>
        </div>
      </Form>
      <Toast message={result?.message} tone={result?.ok === false ? 'error' : 'success'} />
    </Container>
  );
}
