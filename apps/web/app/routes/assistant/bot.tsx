import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { assistantAction, assistantLoader } from '../../features/assistant/assistant.server.ts';
import { AssistantPage } from '../../features/assistant/assistant-page.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/bot';

export const meta: Route.MetaFunction = () => pageMeta(t('assistant.meta.botTitle'), t('assistant.meta.description'));

/** Public (spec section 2): visitors get a small daily quota and are asked to log in for more; shared answers open here. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return assistantLoader(context.api, request, await currentUser(context.api));
}

export async function action({ context, request }: Route.ActionArgs) {
  return assistantAction(context.api, request, '/bot');
}

export default function BotRoute() {
  const d = useLoaderData<typeof loader>();
  return <AssistantPage page="/bot" {...d} result={useActionData<typeof action>()} />;
}
