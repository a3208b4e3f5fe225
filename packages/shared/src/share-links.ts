/**
 * Short share links (spec section 3, "Share link parameters: entityType, entityId, userId; create takes parameters,
 * title, description, imageUrl"; section 7, "share link create and fetch (two variants by signed-in or anonymous)";
 * section 2, /dl/{shortCode}). A link stands for an entity (a doctor, a clinic or a medicine), never for an address:
 * the API finds the entity's public page itself, so a short link can only ever open a page of this site.
 */
import { z } from 'zod';
import { DEEP_LINK_ENTITIES } from './codes/tables.ts';
import { t } from './messages/catalogue.ts';
import { DEEP_LINK_SHARE_TYPES, SHARE_DESCRIPTION_MAX, SHARE_ENTITY_TYPES, SHARE_IMAGE_URL_MAX, SHARE_TITLE_MAX, isShareImageUrl, type ShareEntityType } from './share-link-rules.ts';

// The limits and rules without zod (pages that only need them import that module).
export * from './share-link-rules.ts';

const entityType = z.unknown().transform((v, ctx): ShareEntityType => {
  if (typeof v === 'string' && (SHARE_ENTITY_TYPES as readonly string[]).includes(v)) return v as ShareEntityType;
  if (typeof v === 'string' && v in DEEP_LINK_SHARE_TYPES) {
    const type = DEEP_LINK_SHARE_TYPES[v as keyof typeof DEEP_LINK_SHARE_TYPES];
    if (type) return type;
    const label = DEEP_LINK_ENTITIES.find((e) => e.code === v)!.label;
    ctx.addIssue({ code: 'custom', message: t('share.error.noPageYet', { label }) });
    return z.NEVER;
  }
  ctx.addIssue({ code: 'custom', message: t('share.error.entityType') });
  return z.NEVER;
});

/** Ids are PostgreSQL integers. */
const ID_MAX = 2_147_483_647;

/** An object whose unknown keys are refused by name (no mass assignment); `required` when it is missing. */
const strict = <S extends z.ZodRawShape>(shape: S, required: Text) =>
  z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? t('share.error.unknownKeys', { keys: issue.keys.join(', ') }) : required()),
  });

/** A message looked up when a check fails, so it is in the reader's language (not the one current at start-up). */
type Text = () => string;

const id = (message: Text) => z.number({ error: message }).int({ error: message }).min(1, { error: message }).max(ID_MAX, { error: message });

/** Preview text: runs of white space become one space; other control characters are refused. */
const previewText = (max: number, tooLong: Text, notText: Text) =>
  z
    .string({ error: notText })
    .transform((v) => v.replace(/\s+/g, ' ').trim())
    .refine((v) => !/[\u0000-\u001f\u007f-\u009f]/.test(v), { error: () => t('share.error.controlChars') })
    .refine((v) => v.length <= max, { error: tooLong });

const common = {
  title: previewText(SHARE_TITLE_MAX, () => t('share.error.titleTooLong', { max: SHARE_TITLE_MAX }), () => t('share.error.titleRequired')).refine((v) => v.length > 0, {
    error: () => t('share.error.titleRequired'),
  }),
  description: previewText(SHARE_DESCRIPTION_MAX, () => t('share.error.descriptionTooLong', { max: SHARE_DESCRIPTION_MAX }), () => t('share.error.descriptionText')).optional(),
  imageUrl: z
    .string({ error: () => t('share.error.imageUrl', { max: SHARE_IMAGE_URL_MAX }) })
    .refine(isShareImageUrl, { error: () => t('share.error.imageUrl', { max: SHARE_IMAGE_URL_MAX }) })
    .optional(),
};

const entity = {
  entityType,
  entityId: id(() => t('share.error.entityId')),
};

/** POST /v1/share-links (signed in): userId may be given, and must then be the signed-in user (checked by the API). */
export const shareLinkBody = strict(
  { parameters: strict({ ...entity, userId: id(() => t('share.error.userId')).optional() }, () => t('share.error.parametersRequired')), ...common },
  () => t('share.error.bodyRequired'),
);

/** POST /pub/v1/share-links (anonymous): the same without a sharer. */
export const anonymousShareLinkBody = strict(
  { parameters: strict({ ...entity, userId: z.undefined({ error: () => t('share.error.userIdAnonymous') }).optional() }, () => t('share.error.parametersRequired')), ...common },
  () => t('share.error.bodyRequired'),
);

export type ShareLinkBody = z.infer<typeof shareLinkBody>;

export const shareLinkParameters = z.object({
  entityType: z.enum(SHARE_ENTITY_TYPES),
  entityId: z.number().int(),
  /** Who shared (null: shared without signing in). */
  userId: z.number().int().nullable(),
});
export type ShareLinkParameters = z.output<typeof shareLinkParameters>;

/** GET /pub/v1/share-links/{code}: what a code stands for, and the page it opens now (decision 018). */
export const shareLinkView = z.object({
  code: z.string(),
  parameters: shareLinkParameters,
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  path: z.string(),
});
export type ShareLinkView = z.output<typeof shareLinkView>;

/** What a create returns: the same, and the short link (absolute when the site's address is known). */
export const shareLinkCreated = shareLinkView.extend({ url: z.string() });
export type ShareLink = z.output<typeof shareLinkCreated>;
