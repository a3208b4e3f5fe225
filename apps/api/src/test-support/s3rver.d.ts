/** The part of s3rver (a local S3-compatible server, test only; it ships no types) that the tests use. */
declare module 's3rver' {
  import type { Server } from 'node:http';
  interface KoaContext {
    method: string;
    url: string;
    headers: Record<string, string | string[] | undefined>;
    status: number;
    body: unknown;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void;
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory: string; configureBuckets?: Array<{ name: string }> });
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer: Server;
  }
}
