/** The feed's PDF previews and shared post pictures (issue 22, decision 064). */
export const feedMediaEn = {
  'feedsWeb.shared.image': 'A picture from the shared post',
  'feedsWeb.post.documentOnePage': '1 page',
  'feedsWeb.post.documentPages': '{pages} pages',
} as const;
