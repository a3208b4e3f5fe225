/**
 * Server side of /profile: each form intent calls the profile API through the API client; success redirects with a
 * toast key, failure shows the same form again with what was typed and the API's messages.
 */
import { data, redirect } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { isProfileSection } from '@nirog/shared/schemas/profile';
import type { ApiClient, ApiResult, PublicUser } from '../../lib/api-client.ts';
import { entryBody, SECTION_FIELDS } from './section-fields.ts';
import type { ProfileFormResult, ProfileToast } from './profile-types.ts';
import { uploadFile } from '../../lib/upload.server.ts';

/** The uploads module refuses anything larger; checking here spares a round trip. */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

const str = (v: FormDataEntryValue | null) => (typeof v === 'string' ? v : '');
const done = (toast: ProfileToast, extra = '') => redirect(`/profile?toast=${toast}${extra}`);

function failed(res: Extract<ApiResult<unknown>, { ok: false }>, result: Omit<ProfileFormResult, 'fieldErrors' | 'error'>) {
  const body: ProfileFormResult = { ...result, fieldErrors: res.error.fields ?? {}, error: res.error.error };
  return data(body, { status: res.httpStatus });
}

export async function profileAction(request: Request, api: ApiClient, user: PublicUser) {
  const form = await request.formData();
  const intent = str(form.get('intent'));
  const base = `/v1/users/${user.id}` as const;

  switch (intent) {
    case 'details': {
      const values = { fullName: str(form.get('fullName')), salutation: str(form.get('salutation')), gender: str(form.get('gender')) };
      const res = await api.put(`${base}/profile`, {
        fullName: values.fullName,
        salutation: values.salutation ? Number(values.salutation) : null,
        gender: values.gender ? Number(values.gender) : null,
      });
      if (!res.ok) return failed(res, { form: 'details', values });
      throw done('details');
    }

    case 'email-send': {
      const values = { email: str(form.get('email')) };
      const res = await api.post(`${base}/email/send`, values);
      if (!res.ok) return failed(res, { form: 'email', step: str(form.get('step')) === 'verify' ? 'verify' : 'send', values });
      throw done('codeSent', '&form=email');
    }

    case 'email-verify': {
      const values = { email: str(form.get('email')), code: str(form.get('code')) };
      const res = await api.post(`${base}/email/verify`, values);
      if (!res.ok) return failed(res, { form: 'email', step: 'verify', values });
      throw done('emailVerified');
    }

    case 'picture': {
      const file = form.get('picture');
      const fail = (message: string, status = 400) => data({ form: 'picture', fieldErrors: { picture: message }, error: message } satisfies ProfileFormResult, { status });
      if (!file || typeof file === 'string' || file.size === 0) return fail(t('profileDetails.pictureChoose'));
      if (file.size > PICTURE_MAX_BYTES) return fail(t('profileDetails.pictureTooLarge'), 413);
      const uploaded = await uploadFile(api, file, 'profile_pic');
      if (!uploaded.ok) return fail(uploaded.error.fields?.file ?? uploaded.error.error, uploaded.httpStatus);
      const set = await api.put(`${base}/profile-picture`, { uploadId: uploaded.entity.uploadId });
      if (!set.ok) return fail(set.error.fields?.uploadId ?? set.error.error, set.httpStatus);
      throw done('picture');
    }

    case 'picture-remove': {
      const res = await api.del(`${base}/profile-picture`);
      if (!res.ok) return failed(res, { form: 'toast' });
      throw done('pictureRemoved');
    }

    case 'entry-save': {
      const section = str(form.get('section'));
      if (!isProfileSection(section)) return data({ form: 'toast', error: t('error.notFound') } satisfies ProfileFormResult, { status: 404 });
      const id = Number(str(form.get('id'))) || null;
      const values: Record<string, string> = {};
      for (const f of SECTION_FIELDS[section]) values[f.name] = f.kind === 'checkbox' ? (form.get(f.name) ? '1' : '') : str(form.get(f.name));
      const body = entryBody(section, values);
      const res = id ? await api.put(`${base}/profile/${section}/${id}`, body) : await api.post(`${base}/profile/${section}`, body);
      // An entry deleted meanwhile (another tab) has no form to show again: say so in a toast.
      if (!res.ok) return failed(res, res.httpStatus === 404 ? { form: 'toast' } : { form: `${section}:${id ?? 'new'}`, values });
      throw done(id ? 'updated' : 'added', `#section-${section}`);
    }

    case 'entry-delete': {
      const section = str(form.get('section'));
      const id = Number(str(form.get('id')));
      if (!isProfileSection(section) || !id) return data({ form: 'toast', error: t('error.notFound') } satisfies ProfileFormResult, { status: 404 });
      const res = await api.del(`${base}/profile/${section}/${id}`);
      if (!res.ok) return failed(res, { form: 'toast' });
      throw done('deleted', `#section-${section}`);
    }

    default: {
      // The pincode-only modal of the clinic location (spec section 2).
      const values = { pin_code: str(form.get('pin_code')), city: str(form.get('city')), state: str(form.get('state')) };
      const res = await api.put(`/v1/doctor-profile/${user.id}/location`, { ...values, state: values.state ? Number(values.state) : null });
      if (!res.ok) return failed(res, { form: 'pincode', values });
      throw done('saved');
    }
  }
}
