import { SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Form } from 'react-router';
import { CLINIC_SORTS, DOCTOR_SORTS } from '@nirog/shared/care';
import { MEDICAL_SYSTEMS, GENDERS } from '@nirog/shared/codes/tables';
import { currentLocale, t, type MessageKey } from '@nirog/shared/messages/catalogue';
import { addressIn } from '@nirog/shared/messages/locale-path';
import { PROFILE_LANGUAGES } from '@nirog/shared/profile-languages';
import { buttonClass } from '../../components/ui/button.tsx';
import type { CityInfo } from '@nirog/shared/schemas/care';
import {
  EXPERIENCE_CHOICES,
  FEE_CHOICES,
  RADIUS_CHOICES,
  RATING_CHOICES,
  SPECIALIZATION_CHOICES,
  listHref,
  type ClinicListState,
  type DoctorListState,
} from './directory-query.ts';

const control =
  'block h-11 w-full rounded-lg border border-line bg-white px-2.5 text-[15px] text-ink focus:border-brand-600 focus:outline-2 focus:outline-offset-1 focus:outline-brand-600 sm:h-10';

function Select({ label, name, value, children }: { label: string; name: string; value: string; children: ReactNode }) {
  return (
    <label className="block space-y-1">
      <span className="block text-sm font-medium text-ink">{label}</span>
      <select name={name} defaultValue={value} className={control}>
        {children}
      </select>
    </label>
  );
}

function Input({ label, name, value, ...rest }: { label: string; name: string; value: string; inputMode?: 'numeric' | 'text'; maxLength?: number; pattern?: string; placeholder?: string }) {
  return (
    <label className="block space-y-1">
      <span className="block text-sm font-medium text-ink">{label}</span>
      <input name={name} defaultValue={value} className={control} {...rest} />
    </label>
  );
}

/** The filter panel shell: folds away on phones, opens on wide screens once JavaScript runs. */
function Panel({ children, action, formKey, activeCount }: { children: ReactNode; action: string; formKey: string; activeCount: number }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (ref.current && window.matchMedia('(min-width: 64rem)').matches) ref.current.open = true;
  }, []);
  return (
    <aside aria-label={t('care.filters.title')} className="lg:self-start">
      <details ref={ref} className="group rounded-xl border border-line bg-white">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-2 rounded-xl px-4 py-3 font-semibold text-ink [&::-webkit-details-marker]:hidden">
          <span className="inline-flex items-center gap-2">
            <SlidersHorizontal size={18} aria-hidden className="text-brand-700" />
            {t('care.filters.title')}
            {activeCount > 0 && <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">{activeCount}</span>}
          </span>
          <span className="text-sm font-normal text-brand-700 group-open:hidden">{t('care.filters.show')}</span>
          <span className="hidden text-sm font-normal text-brand-700 group-open:inline">{t('care.filters.hide')}</span>
        </summary>
        <Form key={formKey} method="get" action={addressIn(currentLocale(), action)} className="space-y-4 border-t border-line px-4 pt-3 pb-4">
          {children}
          <div className="flex flex-wrap gap-2 pt-1">
            <button type="submit" className={buttonClass('primary', 'sm', 'flex-1')}>
              {t('care.filters.apply')}
            </button>
            <a href={addressIn(currentLocale(), action)} className={buttonClass('ghost', 'sm')}>
              {t('care.filters.clear')}
            </a>
          </div>
        </Form>
      </details>
    </aside>
  );
}

function CityAndPlace({ state, cities, fixedCity }: { state: { city: string; pincode: string; radius: string; locality: string; search: string }; cities: CityInfo[]; fixedCity: boolean }) {
  return (
    <>
      <Input label={t('care.filters.search')} name="search" value={state.search} placeholder={t('care.filters.searchHint')} maxLength={100} />
      {!fixedCity && (
        <Select label={t('care.filters.city')} name="city" value={state.city}>
          <option value="">{t('care.filters.allCities')}</option>
          {cities.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </Select>
      )}
      <Input label={t('care.filters.locality')} name="locality" value={state.locality} maxLength={60} />
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Input label={t('care.filters.pincode')} name="pincode" value={state.pincode} inputMode="numeric" maxLength={6} pattern="[1-9][0-9]{5}" />
        <Select label={t('care.filters.radius')} name="radius" value={state.radius}>
          <option value="">{t('care.filters.radiusDefault')}</option>
          {RADIUS_CHOICES.map((r) => (
            <option key={r} value={String(r)}>
              {t('care.filters.radiusKm', { km: r })}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}

/** Options rendered per page (not once at load), so they are in the reader's language. */
const SystemOptions = () => (
  <>
    <option value="">{t('care.filters.anySystem')}</option>
    {MEDICAL_SYSTEMS.map((s) => (
      <option key={s.code} value={String(s.code)}>
        {s.label}
      </option>
    ))}
  </>
);

const RatingOptions = () => (
  <>
    <option value="">{t('care.filters.anyRating')}</option>
    {RATING_CHOICES.map((r) => (
      <option key={r} value={r}>
        {t('care.filters.ratingAtLeast', { rating: r })}
      </option>
    ))}
  </>
);

export function DoctorFilters({ pathname, state, cities, fixedCity, activeCount }: { pathname: string; state: DoctorListState; cities: CityInfo[]; fixedCity: boolean; activeCount: number }) {
  return (
    <Panel action={pathname} formKey={listHref(pathname, state)} activeCount={activeCount}>
      <Select label={t('care.filters.sort')} name="sort" value={state.sort}>
        {DOCTOR_SORTS.map((s) => (
          <option key={s} value={s === 'relevance' ? '' : s}>
            {t(`care.sort.${s}` as MessageKey)}
          </option>
        ))}
      </Select>
      <CityAndPlace state={state} cities={cities} fixedCity={fixedCity} />
      <Select label={t('care.filters.specialization')} name="specialization" value={state.specialization}>
        <option value="">{t('care.filters.anySpecialization')}</option>
        {SPECIALIZATION_CHOICES.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
      <Select label={t('care.filters.system')} name="system" value={state.system}>
        <SystemOptions />
      </Select>
      <Select label={t('care.filters.mode')} name="mode" value={state.mode}>
        <option value="">{t('care.filters.anyMode')}</option>
        <option value="0">{t('care.mode.video')}</option>
        <option value="1">{t('care.mode.clinic')}</option>
      </Select>
      <Select label={t('care.filters.feeMax')} name="feeMax" value={state.feeMax}>
        <option value="">{t('care.filters.anyFee')}</option>
        {FEE_CHOICES.map((f) => (
          <option key={f} value={String(f)}>
            {t('care.filters.feeUpTo', { fee: f })}
          </option>
        ))}
      </Select>
      <Select label={t('care.filters.language')} name="language" value={state.language}>
        <option value="">{t('care.filters.anyLanguage')}</option>
        {PROFILE_LANGUAGES.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </Select>
      <Select label={t('care.filters.gender')} name="gender" value={state.gender}>
        <option value="">{t('care.filters.anyGender')}</option>
        {GENDERS.map((g) => (
          <option key={g.code} value={String(g.code)}>
            {g.label}
          </option>
        ))}
      </Select>
      <Select label={t('care.filters.experience')} name="experience" value={state.experience}>
        <option value="">{t('care.filters.anyExperience')}</option>
        {EXPERIENCE_CHOICES.map((e) => (
          <option key={e} value={String(e)}>
            {t('care.filters.experienceAtLeast', { years: e })}
          </option>
        ))}
      </Select>
      <Select label={t('care.filters.rating')} name="rating" value={state.rating}>
        <RatingOptions />
      </Select>
    </Panel>
  );
}

export function ClinicFilters({ pathname, state, cities, fixedCity, activeCount }: { pathname: string; state: ClinicListState; cities: CityInfo[]; fixedCity: boolean; activeCount: number }) {
  return (
    <Panel action={pathname} formKey={listHref(pathname, state)} activeCount={activeCount}>
      <Select label={t('care.filters.sort')} name="sort" value={state.sort}>
        {CLINIC_SORTS.map((s) => (
          <option key={s} value={s === 'relevance' ? '' : s}>
            {t(`care.sort.${s}` as MessageKey)}
          </option>
        ))}
      </Select>
      <CityAndPlace state={state} cities={cities} fixedCity={fixedCity} />
      <Input label={t('care.filters.service')} name="service" value={state.service} placeholder={t('care.filters.serviceHint')} maxLength={60} />
      <Select label={t('care.filters.system')} name="system" value={state.system}>
        <SystemOptions />
      </Select>
      <Select label={t('care.filters.rating')} name="rating" value={state.rating}>
        <RatingOptions />
      </Select>
    </Panel>
  );
}
