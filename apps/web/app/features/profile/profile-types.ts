/** Shapes shared by the /profile route, its action and its components. */
import type { MessageKey } from '@nirog/shared/messages/catalogue';
import type { ProfileSection, ProfileView } from '@nirog/shared/schemas/profile';

export type { ProfileSection, ProfileView };
export type Entry = { id: number } & Record<string, unknown>;

/** `?toast=` keys the page understands, and the message each shows. */
export const PROFILE_TOASTS = {
  saved: 'spec.addressSaved',
  details: 'profileDetails.saved',
  codeSent: 'profileEmail.codeSent',
  emailVerified: 'profileEmail.verifiedToast',
  picture: 'profileDetails.pictureSaved',
  pictureRemoved: 'profileDetails.pictureRemoved',
  added: 'profileSection.added',
  updated: 'profileSection.updated',
  deleted: 'profileSection.deleted',
} as const satisfies Record<string, MessageKey>;
export type ProfileToast = keyof typeof PROFILE_TOASTS;

/** What the action returns when a form has to be shown again: which form, what was typed, the API's messages. */
export interface ProfileFormResult {
  /** 'details' | 'email' | 'picture' | 'pincode' | `${section}:new` | `${section}:${id}`, or 'toast' for a failed one-click action. */
  form: string;
  values?: Record<string, string>;
  fieldErrors?: Record<string, string>;
  error?: string;
  /** The email modal's step the result belongs to. */
  step?: 'send' | 'verify';
}

/** The modal named by `?form=`. */
export type OpenForm =
  | { kind: 'details' }
  | { kind: 'email'; change: boolean }
  | { kind: 'picture' }
  | { kind: 'entry'; section: ProfileSection; entryId: number | null }
  | null;
