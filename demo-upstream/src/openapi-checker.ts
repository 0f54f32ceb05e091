// Checks HTTP answers against docs/upstream-openapi.yaml: finds the documented operation for a
// request, and validates an answer's status, content type and JSON body against it with Ajv's
// JSON Schema 2020-12 dialect (the one OpenAPI 3.1 uses). Only tests load this file.

import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { parse } from 'yaml';

// ajv-formats is CommonJS: Node hands its module.exports over as the default import, and the plugin
// is also that object's `default`.
const addFormats = ajvFormats.default;

export const documentPath = new URL('../../docs/upstream-openapi.yaml', import.meta.url);

type Json = Record<string, unknown>;
type Operation = { responses: Record<string, Json> };
export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, unknown>>;
  components: Json;
};

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export function loadDocument(): OpenApiDocument {
  return parse(readFileSync(documentPath, 'utf8')) as OpenApiDocument;
}

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

// The one parameter documented as holding slashes (storage paths); OpenAPI has no syntax for it.
const REST_PARAMETER = '{path}';

/** The documented path template a concrete path falls under, concrete templates first (OpenAPI's rule). */
export function findTemplate(document: OpenApiDocument, path: string): string | undefined {
  const got = path.split('/').filter(Boolean);
  const candidates = Object.keys(document.paths).filter((template) => {
    const want = template.split('/').filter(Boolean);
    const rest = want.at(-1) === REST_PARAMETER;
    return (
      (want.length === got.length || (rest && got.length > want.length)) &&
      want.every((part, i) => (part.startsWith('{') && part.endsWith('}')) || part === got[i])
    );
  });
  const params = (template: string) => (template.match(/\{/g) ?? []).length;
  return candidates.sort((a, b) => params(a) - params(b))[0];
}

export type Verdict = { ok: true } | { ok: false; reason: string };

export class OpenApiChecker {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private static readonly ID = 'https://bahia-models.invalid/upstream-openapi';

  constructor(readonly document: OpenApiDocument) {
    // Strict mode stays on for every schema in the document; the document's own top-level keys
    // are declared so Ajv accepts the file as the root its $refs point into.
    this.ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(this.ajv);
    this.ajv.addVocabulary(['openapi', 'info', 'servers', 'security', 'tags', 'paths', 'components']);
    this.ajv.addSchema({ ...document, $id: OpenApiChecker.ID });
  }

  operation(method: string, template: string): Operation | undefined {
    return this.document.paths[template]?.[method.toLowerCase()] as Operation | undefined;
  }

  /** Follows a `$ref` to components/responses. */
  private responsePointer(method: string, template: string, status: number): string | undefined {
    const responses = this.operation(method, template)?.responses;
    const response = responses?.[String(status)];
    if (!response) return undefined;
    const ref = response['$ref'];
    if (typeof ref === 'string') return ref.slice(1);
    return `/paths/${escapePointer(template)}/${method.toLowerCase()}/responses/${status}`;
  }

  private resolve(pointer: string): Json | undefined {
    let node: unknown = this.document;
    for (const part of pointer.split('/').slice(1)) {
      node = (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
    }
    return node as Json | undefined;
  }

  /** Validates one answer: its status must be documented, its content type too, and a JSON body must match the schema. */
  check(
    method: string,
    template: string,
    status: number,
    contentType: string | null,
    body: unknown,
  ): Verdict {
    if (!this.operation(method, template))
      return { ok: false, reason: `${method} ${template} is not documented` };
    const pointer = this.responsePointer(method, template, status);
    if (!pointer) return { ok: false, reason: `${method} ${template} does not document status ${status}` };
    const content = this.resolve(pointer)?.['content'] as Record<string, Json> | undefined;
    if (!content) return { ok: true };
    const type = (contentType ?? '').split(';')[0]?.trim() ?? '';
    if (!content[type])
      return { ok: false, reason: `${method} ${template} ${status} does not document content type ${type}` };
    if (type !== 'application/json') return { ok: true };
    const schemaPointer = `${pointer}/content/${escapePointer(type)}/schema`;
    let validate = this.validators.get(schemaPointer);
    if (!validate) {
      validate = this.ajv.compile({ $ref: `${OpenApiChecker.ID}#${schemaPointer}` });
      this.validators.set(schemaPointer, validate);
    }
    if (validate(body)) return { ok: true };
    return { ok: false, reason: describe(method, template, status, validate.errors ?? []) };
  }
}

function describe(method: string, template: string, status: number, errors: ErrorObject[]): string {
  const lines = errors
    .slice(0, 5)
    .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} ${JSON.stringify(e.params)}`);
  return `${method} ${template} ${status}: ${lines.join('; ')}`;
}
