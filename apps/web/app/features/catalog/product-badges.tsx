import { PRODUCT_FORMS } from '@nirog/shared/catalog';
import { labelOf } from '@nirog/shared/codes/code-table';
import { t } from '@nirog/shared/messages/catalogue';
import { cn } from '../../components/ui/cn.ts';

/** "Churna (powder)" for "churna"; an unknown form shows as it is. */
export function formLabel(form: string): string {
  return labelOf(PRODUCT_FORMS, form as (typeof PRODUCT_FORMS)[number]['code']);
}

export function kindLabel(kind: string): string {
  return kind === 'classical' ? t('catalog.kind.classical') : t('catalog.kind.proprietary');
}

const tones = {
  rx: 'border-danger/30 bg-danger-50 text-danger',
  otc: 'border-brand-200 bg-brand-50 text-brand-800',
  deal: 'border-saffron-500/40 bg-saffron-100 text-saffron-700',
  plain: 'border-line bg-canvas text-muted',
} as const;

export function Badge({ tone = 'plain', children, title }: { tone?: keyof typeof tones; children: string; title?: string }) {
  return (
    <span title={title} className={cn('inline-flex items-center rounded border px-1.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone])}>
      {children}
    </span>
  );
}

/** Rx required / OTC, and the best live deal on any pack. */
export function ProductBadges({ prescriptionRequired, otc, dealPercent }: { prescriptionRequired: boolean; otc: boolean; dealPercent?: number | null }) {
  return (
    <>
      {prescriptionRequired && (
        <Badge tone="rx" title={t('catalog.badge.rxTitle')}>
          {t('catalog.badge.rx')}
        </Badge>
      )}
      {otc && (
        <Badge tone="otc" title={t('catalog.badge.otcTitle')}>
          {t('catalog.badge.otc')}
        </Badge>
      )}
      {!!dealPercent && <Badge tone="deal">{t('catalog.badge.deal', { percent: dealPercent })}</Badge>}
    </>
  );
}
