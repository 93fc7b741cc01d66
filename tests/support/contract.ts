/**
 * Proves answers against the served OpenAPI document: every JSON answer an API test receives must match the schema
 * the document declares for that operation and status. Objects are read as closed, so a field the document does not
 * declare fails as surely as a missing required one. The document is generated from the routes' zod schemas, so this
 * checks the code against its own declared contract.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Json = Record<string, unknown>;
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;
const DOC_ID = 'https://salonbook.test/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
/** JSON the API serves that is not an answer of an operation: the document itself. */
const NOT_OPERATIONS = ['/api/openapi.json'];

/**
 * Every object schema that does not say otherwise accepts only the properties it names. An `allOf` of objects (zod's
 * `.extend()`) is merged into one object first: closed parts of an allOf would refuse each other's properties.
 */
function closeObjects(node: unknown, components: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => closeObjects(n, components));
  if (!node || typeof node !== 'object') return node;
  let out: Json = {};
  for (const [key, value] of Object.entries(node)) out[key] = closeObjects(value, components);
  if (Array.isArray(out.allOf)) out = mergeAllOf(out, components);
  if (out.type === 'object' && out.properties && !('additionalProperties' in out)) out.additionalProperties = false;
  return out;
}

function mergeAllOf({ allOf, ...rest }: Json, components: Json): Json {
  const parts = (allOf as Json[]).map((part) => {
    const ref = typeof part.$ref === 'string' && /^#\/components\/schemas\/(.+)$/.exec(part.$ref);
    return ref ? (closeObjects(components[ref[1]!], components) as Json) : part;
  });
  if (!parts.every((p) => p.type === 'object')) return { allOf: parts, ...rest };
  return {
    ...rest,
    type: 'object',
    properties: Object.assign({}, ...parts.map((p) => p.properties)),
    required: parts.flatMap((p) => (p.required as string[] | undefined) ?? []),
    additionalProperties: false,
  };
}

const pointer = (...tokens: string[]) =>
  '#/' + tokens.map((t) => encodeURIComponent(t.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

interface Route {
  template: string;
  pattern: RegExp;
  params: number;
}

export class Contract {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly routes: Route[];
  private readonly validators = new Map<string, ValidateFunction>();

  private readonly doc: Json & { paths: Record<string, Record<string, Json>> };

  constructor(doc: Json & { paths: Record<string, Record<string, Json>> }) {
    this.doc = doc;
    addFormats(this.ajv);
    const components = ((doc.components as Json | undefined)?.schemas ?? {}) as Json;
    this.ajv.addSchema({ ...(closeObjects(doc, components) as Json), $id: DOC_ID });
    this.routes = Object.keys(doc.paths)
      .map((template) => ({
        template,
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
        params: (template.match(/\{/g) ?? []).length,
      }))
      // A literal path wins over a template that would also match it.
      .sort((a, b) => a.params - b.params);
  }

  /** Null when the answer keeps the contract, else what is wrong with it. */
  check(method: string, url: string, status: number, body: unknown): string | null {
    const path = new URL(url, 'http://api.test').pathname;
    const m = method.toLowerCase();
    const route = this.routes.find((r) => r.pattern.test(path) && this.doc.paths[r.template]![m]);
    if (!route) {
      if (NOT_OPERATIONS.includes(path)) return null;
      // Not an operation of the document: the API's own "No such API call." error envelope.
      return this.validate(pointer('components', 'schemas', 'Error'), body, `${method} ${path} (not an operation)`);
    }
    const responses = this.doc.paths[route.template]![m]!.responses as Record<string, Json>;
    const declared = responses[String(status)];
    const where = `${method.toUpperCase()} ${route.template} answered ${status}`;
    if (!declared) return `${where}, a status the document does not declare (it declares ${Object.keys(responses)})`;
    if (!(declared.content as Json | undefined)?.['application/json'])
      return `${where} with JSON, but the document declares no JSON body for it`;
    const at = pointer(
      'paths',
      route.template,
      m,
      'responses',
      String(status),
      'content',
      'application/json',
      'schema',
    );
    return this.validate(at, body, where);
  }

  private validate(at: string, body: unknown, where: string): string | null {
    let validate = this.validators.get(at);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${DOC_ID}${at}` });
      this.validators.set(at, validate);
    }
    if (validate(body)) return null;
    const problems = (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '(root)'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
    return `${where}: the answer does not match the document: ${problems.join('; ')}`;
  }
}

/** Operations of the document, for tests that walk all of them. */
export function operationsOf(doc: { paths: Record<string, Record<string, Json>> }) {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m]).map((method) => ({ path, method, op: item[method]! })),
  );
}
