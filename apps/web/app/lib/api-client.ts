/**
 * The web app's only door to the API. In the one-process default the server hands loaders an in-process client
 * (app.inject); a split deployment hands them an HTTP client with the same shape.
 *
 * Calls to routes listed in packages/shared/src/api-routes.ts are typed by their path (decision 018):
 * `api.get(`/v0/products/${slug}`)` answers with the product's type, no type argument written. A path the API does not
 * list is a compile error, so the web cannot call a route that does not exist or read a shape the API does not send.
 */
import type { ApiEntity, ApiPath } from '@nirog/shared/api-routes';
import type { PublicUser } from '@nirog/shared/schemas/auth';

export interface ApiFailure {
  code: string | number;
  error: string;
  fields?: Record<string, string>;
}

export type ApiResult<T> =
  | { ok: true; httpStatus: number; entity: T; message: string }
  | { ok: false; httpStatus: number; error: ApiFailure };

export interface ApiClient {
  get<P extends ApiPath<'GET'>>(path: P): Promise<ApiResult<ApiEntity<'GET', P>>>;
  /** `headers` carries request headers a call needs (e.g. the Idempotency-Key of POST /v3/orders). */
  post<P extends ApiPath<'POST'>>(path: P, body?: unknown, opts?: { headers?: Record<string, string> }): Promise<ApiResult<ApiEntity<'POST', P>>>;
  put<P extends ApiPath<'PUT'>>(path: P, body?: unknown): Promise<ApiResult<ApiEntity<'PUT', P>>>;
  del<P extends ApiPath<'DELETE'>>(path: P): Promise<ApiResult<ApiEntity<'DELETE', P>>>;
  /**
   * Sends raw file bytes to a pre-signed upload path (the `uploadUrl` of POST /v1/uploads/presign, without the
   * leading /api). The signature in the path is the authorisation; the API reads the file's type from its bytes.
   */
  upload<P extends ApiPath<'PUT'>>(path: P, bytes: Uint8Array, contentType: string): Promise<ApiResult<ApiEntity<'PUT', P>>>;
  /** Whether the browser sent a session cookie (it may still be expired or revoked). */
  hasSession(): boolean;
  /** Whether the browser holds a guest cart's cookie (decision 042). */
  hasGuestCart(): boolean;
}

export interface WebLoadContext {
  api: ApiClient;
  cspNonce: string;
  requestId: string;
}

export type { PublicUser };
