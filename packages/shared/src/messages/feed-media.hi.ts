import type { feedMediaEn } from './feed-media.en.ts';

export const feedMediaHi = {
  'feedsWeb.shared.image': 'साझा की गई पोस्ट का एक चित्र',
  'feedsWeb.post.documentOnePage': '1 पृष्ठ',
  'feedsWeb.post.documentPages': '{pages} पृष्ठ',
} satisfies Record<keyof typeof feedMediaEn, string>;
