/**
 * The web app's only door to the API. In the one-process default the server hands loaders an in-process client
 * (app.inject); a split deployment hands them an HTTP client with the same shape.
 */
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
  get<T>(path: string): Promise<ApiResult<T>>;
  /** `headers` carries request headers a call needs (e.g. the Idempotency-Key of POST /v3/orders). */
  post<T>(path: string, body?: unknown, opts?: { headers?: Record<string, string> }): Promise<ApiResult<T>>;
  put<T>(path: string, body?: unknown): Promise<ApiResult<T>>;
  del<T>(path: string): Promise<ApiResult<T>>;
  /**
   * Sends raw file bytes to a pre-signed upload path (the `uploadUrl` of POST /v1/uploads/presign, without the
   * leading /api). The signature in the path is the authorisation; the API reads the file's type from its bytes.
   */
  upload<T>(path: string, bytes: Uint8Array, contentType: string): Promise<ApiResult<T>>;
  /** Whether the browser sent a session cookie (it may still be expired or revoked). */
  hasSession(): boolean;
}

export interface WebLoadContext {
  api: ApiClient;
  cspNonce: string;
  requestId: string;
}

export type { PublicUser };
