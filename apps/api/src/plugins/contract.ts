/**
 * One API contract (decision 018): each route's response schema comes from `API_ROUTES` in packages/shared.
 * - Serialisation: the zod schema's output side becomes JSON Schema and fast-json-stringify writes the reply from it
 *   (fields the schema does not name are never sent; Dates become ISO strings).
 * - Types: a handler must return what the schema's input side accepts, so a service that drifts fails `tsc`.
 * - Contract check (tests): every reply is parsed with its zod schema before it is serialised; a mismatch answers 500
 *   and is recorded, so the test that produced it fails. Production skips the check (no zod on the response path).
 */
import type { FastifyReply, FastifyRequest, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import { $ZodType, type input, type output } from 'zod/v4/core';
import { API_ROUTES, type ApiRouteKey, type ApiRoutes } from '@nirog/shared/api-routes';
import { errorEnvelope, okEnvelope } from '@nirog/shared/schemas/envelope';

/** Requests typed by the zod schemas' output (what validation produced), replies by the input (what a service may return). */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

/** `schema.response` of a route listed in API_ROUTES: its entity in the success envelope, and the failure envelope. */
export function responsesOf<K extends ApiRouteKey>(key: K): { '2xx': z.ZodObject<{ status: z.ZodLiteral<true>; entity: ApiRoutes[K]; message: z.ZodString }>; '4xx': typeof errorEnvelope; '5xx': typeof errorEnvelope } {
  // The indexed schema is exactly ApiRoutes[K]; TypeScript widens it to ZodType inside the generic call.
  return { '2xx': okEnvelope(API_ROUTES[key]) as never, '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/**
 * `schema.response` of a route that answers something other than JSON by design (a PDF, an HTML page): the OpenAPI
 * document names the content type (binary, or text for a page); failures that reach the error handler are the JSON
 * error envelope. Such a reply is never serialised (Fastify sends strings and Buffers as they are).
 */
export function nonJsonResponse(contentType: 'application/pdf' | 'text/html' | 'text/calendar' | 'text/csv' | 'text/event-stream' | 'video/mp4', description: string) {
  const body = { description, content: { [contentType]: { schema: contentType === 'application/pdf' || contentType === 'video/mp4' ? z.string().meta({ format: 'binary' }) : z.string() } } };
  return contentType === 'text/html' ? { '2xx': body, '4xx': body, '5xx': errorEnvelope } : { '2xx': body, '4xx': errorEnvelope, '5xx': errorEnvelope };
}

/** JSON Schema for fast-json-stringify: the output side; `additionalProperties: false` dropped (fast-json-stringify
 * leaves unnamed fields out anyway, and inside anyOf it would make a branch fail on an object carrying extra fields). */
export function serialisationSchema(schema: $ZodType): object {
  const json = z.toJSONSchema(schema as z.ZodType, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  const strip = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(strip);
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) {
      if (k === 'additionalProperties' && v === false) continue;
      out[k] = k === 'properties' || k === 'definitions' || k === '$defs' ? Object.fromEntries(Object.entries(v as object).map(([p, s]) => [p, strip(s)])) : strip(v);
    }
    return out;
  };
  return strip(json) as object;
}

const compiled = new WeakMap<object, (data: unknown) => string>();
/** Serialisers handed to Fastify and not compiled yet (see contractSerializerCompiler). */
const pending = new Set<() => unknown>();
/** How many schemas this process has compiled (tests: a start compiles none). */
export const serialiserStats = { compiled: 0 };

function compileSerialiser(schema: unknown): (data: unknown) => string {
  const key = schema as object;
  let fn = compiled.get(key);
  if (!fn) {
    fn = fastJson((schema instanceof $ZodType ? serialisationSchema(schema) : schema) as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
    compiled.set(key, fn);
    serialiserStats.compiled++;
  }
  return fn;
}

/**
 * Fastify's serializer compiler: fast-json-stringify from the zod schema (plain JSON Schemas are compiled as they are).
 * Compiled on a route's first reply with that status, not at start: Fastify asks for every route's serialisers when
 * the app is ready, and compiling the hundreds of them took a fifth of a start's CPU (decision 030). Schemas shared by
 * routes (the error envelope) are compiled once. `compilePendingSerialisers` compiles the rest (tests).
 */
export const contractSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let fn: ((data: unknown) => string) | null = null;
  const compile = () => {
    pending.delete(compile);
    return (fn ??= compileSerialiser(schema));
  };
  pending.add(compile);
  return (data) => (fn ?? compile())(data);
};

/**
 * Forgets the serialisers handed out so far (they still compile at their first use). For a test about one app: test
 * files share a worker's modules (decision 059), so the apps of the files before it left theirs here, and compiling
 * all of them took over 30 s late in a full run.
 */
export function forgetPendingSerialisers() {
  pending.clear();
}

/** Compiles every serialiser handed out and not used yet: a schema fast-json-stringify refuses throws here. */
export function compilePendingSerialisers(): number {
  const all = [...pending];
  for (const compile of all) compile();
  return all.length;
}

/** The response schema Fastify would pick for a status: the exact code, then '4xx'-style, then 'default'. */
function schemaFor(request: FastifyRequest, status: number): $ZodType | null {
  const response = request.routeOptions.schema?.response as Record<string, unknown> | undefined;
  if (!response) return null;
  const found = response[String(status)] ?? response[`${String(status)[0]}xx`] ?? response.default;
  return found instanceof $ZodType ? found : null;
}

export interface ContractViolation {
  route: string;
  status: number;
  issues: string;
}

/** Violations seen in this process (tests read it after each test: test-support/contract-setup.ts). */
export const contractViolations: ContractViolation[] = [];

/** preSerialization hook of the contract check: the reply must parse with its route's response schema. */
export async function checkResponse(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const schema = schemaFor(request, reply.statusCode);
  if (!schema) return payload;
  const result = z.safeParse(schema as z.ZodType, payload);
  if (result.success) return payload;
  const violation = {
    route: `${request.method} ${request.routeOptions.url}`,
    status: reply.statusCode,
    issues: result.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; '),
  };
  contractViolations.push(violation);
  request.log.error(violation, 'response does not match its contract');
  reply.status(500);
  return { status: false, message: { code: 'internal', error: `Response contract violated (${violation.route}): ${violation.issues}` } };
}
