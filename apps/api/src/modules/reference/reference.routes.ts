/** Public reference data: the code tables of spec section 3, so apps and partners never hard-code them. */
import type { FastifyInstance } from 'fastify';
import * as tables from '@nirog/shared/codes/tables';
import { ok } from '../../plugins/errors.ts';
import { responsesOf, type ContractTypeProvider } from '../../plugins/contract.ts';
import type { ChatBotConfig } from '../../config.ts';

const CODE_TABLES = {
  userTypes: tables.USER_TYPES,
  salutations: tables.SALUTATIONS,
  genders: tables.GENDERS,
  councilTypes: tables.COUNCIL_TYPES,
  chemistDocumentTypes: tables.CHEMIST_DOCUMENT_TYPES,
  medicalSystems: tables.MEDICAL_SYSTEMS,
  returnTypes: tables.RETURN_TYPES,
  customerTiers: tables.CUSTOMER_TIERS,
  paymentMethods: tables.PAYMENT_METHODS,
  paymentOptionTypes: tables.PAYMENT_OPTION_TYPES,
  accountVerification: tables.ACCOUNT_VERIFICATION,
  orderTypes: tables.ORDER_TYPES,
  consultationModes: tables.CONSULTATION_MODES,
  appointmentTypes: tables.APPOINTMENT_TYPES,
  webinarRoles: tables.WEBINAR_ROLES,
  mediaFeedTypes: tables.MEDIA_FEED_TYPES,
  deepLinkEntities: tables.DEEP_LINK_ENTITIES,
  certificateContexts: tables.CERTIFICATE_CONTEXTS,
  notificationModules: tables.NOTIFICATION_MODULES,
  accessLevels: tables.ACCESS_LEVELS,
  accessSections: tables.ACCESS_SECTIONS,
  verificationStatus: tables.VERIFICATION_STATUS,
  universalSearchModes: tables.UNIVERSAL_SEARCH_MODES,
  blogMediaTypes: tables.BLOG_MEDIA_TYPES,
  blogLanguages: tables.BLOG_LANGUAGES,
};

export async function referenceRoutes(app: FastifyInstance, opts: { chatBot: ChatBotConfig | null }) {
  const body = ok(CODE_TABLES);
  const { chatBot } = opts;
  const bot = ok({ showChatBot: !!chatBot, host: chatBot?.host ?? null, botId: chatBot?.botId ?? null, scriptUrl: chatBot?.scriptUrl ?? null });
  app.withTypeProvider<ContractTypeProvider>().get('/pub/v1/bot-info', { schema: { response: responsesOf('GET /pub/v1/bot-info'), tags: ['Reference'], summary: 'The chat widget: whether it shows, the host its script loads from, the bot id.' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return bot;
  });
  app.withTypeProvider<ContractTypeProvider>().get('/pub/v1/codes', { schema: { response: responsesOf('GET /pub/v1/codes'), tags: ['Reference'], summary: 'Every code table (user types, salutations, payment methods ...).' } }, async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return body;
  });
}
