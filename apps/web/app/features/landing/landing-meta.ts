import { seoMeta } from '../catalog/seo.ts';

/** A landing page's loader: its origin, for the canonical and Open Graph URLs. */
export function landingLoader(request: Request) {
  return { origin: new URL(request.url).origin };
}

export function landingMeta(data: { origin: string } | undefined, path: string, title: string, description: string) {
  return data ? seoMeta({ title, description, url: `${data.origin}${path}` }) : [];
}
