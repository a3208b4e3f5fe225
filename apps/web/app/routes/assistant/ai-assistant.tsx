import { useActionData, useLoaderData } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { pageMeta } from '../../components/layout/page-title.tsx';
import { requireSectionVisible } from '../../features/access/access.server.ts';
import { assistantAction, assistantLoader } from '../../features/assistant/assistant.server.ts';
import { AssistantPage } from '../../features/assistant/assistant-page.tsx';
import { currentUser } from '../../lib/session.server.ts';
import type { Route } from './+types/ai-assistant';

export const meta: Route.MetaFunction = () => [...pageMeta(t('assistant.meta.title'), t('assistant.meta.description')), { name: 'robots', content: 'noindex' }];

/** Login (spec section 2); aimed at practitioners (section 6): AiAssistant access none sends the user home. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireSectionVisible(context.api, 'AiAssistant');
  return assistantLoader(context.api, request, await currentUser(context.api));
}

export async function action({ context, request }: Route.ActionArgs) {
  return assistantAction(context.api, request, '/ai-assistant');
}

export default function AiAssistantRoute() {
  const d = useLoaderData<typeof loader>();
  return <AssistantPage page="/ai-assistant" {...d} result={useActionData<typeof action>()} />;
}
