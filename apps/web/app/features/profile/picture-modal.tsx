import { Trash2, Upload } from 'lucide-react';
import { Form, useNavigate, useNavigation } from 'react-router';
import { t } from '@nirog/shared/messages/catalogue';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Modal } from '../../components/ui/modal.tsx';
import type { ProfileFormResult, ProfileView } from './profile-types.ts';
import { Avatar } from './profile-summary.tsx';

/** The profile picture: a plain multipart form, so it works before (or without) JavaScript. */
export function PictureModal({ profile, result, closeTo }: { profile: ProfileView; result: ProfileFormResult | undefined; closeTo: string }) {
  const navigate = useNavigate();
  const busy = useNavigation().state === 'submitting';
  const error = result?.fieldErrors?.picture ?? result?.error;
  return (
    <Modal open onOpenChange={(open) => !open && navigate(closeTo, { preventScrollReset: true })} title={t('profileDetails.pictureTitle')}>
      <div className="flex items-center gap-4">
        <Avatar profile={profile} size="md" />
        <p className="text-sm text-muted">{t('profileDetails.pictureHint')}</p>
      </div>
      <Form method="post" action="/profile?form=picture" encType="multipart/form-data" className="mt-4 space-y-4" preventScrollReset>
        <input type="hidden" name="intent" value="picture" />
        <div className="space-y-1.5">
          <label htmlFor="profile-picture-file" className="block text-sm font-medium text-ink">
            {t('profileDetails.pictureFile')}
          </label>
          <input
            id="profile-picture-file"
            type="file"
            name="picture"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'profile-picture-error' : undefined}
            className={cn(
              'block w-full rounded-lg border bg-white text-[15px] text-ink file:mr-3 file:h-11 file:border-0 file:border-r file:border-line file:bg-canvas file:px-3 file:font-medium file:text-brand-800',
              error ? 'border-danger' : 'border-line',
            )}
          />
          {error && (
            <p id="profile-picture-error" className="text-sm font-medium text-danger" role="alert">
              {error}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-3 border-t border-line pt-4">
          <Button type="submit" disabled={busy}>
            <Upload size={18} aria-hidden /> {t('profileDetails.pictureUpload')}
          </Button>
          <ButtonLink to={closeTo} variant="secondary" preventScrollReset>
            {t('profileDetails.cancel')}
          </ButtonLink>
        </div>
      </Form>
      {profile.profilePicUrl && (
        <Form method="post" action="/profile" className="mt-3" preventScrollReset>
          <button type="submit" name="intent" value="picture-remove" disabled={busy} className="inline-flex items-center gap-1 text-sm font-medium text-danger hover:underline">
            <Trash2 size={16} aria-hidden /> {t('profileDetails.pictureRemove')}
          </button>
        </Form>
      )}
    </Modal>
  );
}
