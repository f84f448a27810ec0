import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { allEndpoints } from '@tala/contract/api';
import { errorCatalogue } from '@tala/contract/errors';
import type { Endpoint } from '@tala/contract/endpoint';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The OpenAPI 3.1 document, generated from the contract table. */
export function openApiDocument(endpoints: readonly Endpoint[] = allEndpoints()) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const ep of endpoints) {
    const inQuery = ep.method === 'GET' || ep.method === 'DELETE';
    const input = jsonSchema(ep.input, 'input') as { properties?: Record<string, unknown>; required?: string[] };
    const op: Record<string, unknown> = {
      operationId: ep.id,
      summary: ep.summary,
      tags: ep.tags,
      ...(ep.auth === 'member' ? { security: [{ token: [] }] } : {}),
      ...(ep.auth === 'optional' ? { security: [{}, { token: [] }] } : {}),
      'x-module': ep.module,
      'x-encrypted': ep.encrypted ?? false,
      responses: {
        '200': {
          description: 'Envelope with `value`',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['success'],
                properties: { success: { type: 'boolean' }, value: jsonSchema(ep.output, 'output') },
              },
            },
          },
        },
        default: { $ref: '#/components/responses/Error' },
      },
    };
    if (inQuery) {
      op.parameters = Object.entries(input.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'query',
        required: input.required?.includes(name) ?? false,
        schema,
      }));
    } else {
      op.requestBody = {
        required: true,
        content: {
          [ep.encrypted ? 'application/json+encrypted' : ep.form ? 'application/x-www-form-urlencoded' : 'application/json']: {
            schema: input,
          },
        },
      };
    }
    (paths[ep.path] ??= {})[ep.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Tala platform API',
      version: '1',
      description: 'Every call of the Tala front end. Responses use one envelope: { success, code?, message?, value? }.',
    },
    paths,
    components: {
      securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } },
      responses: {
        Error: {
          description: 'Failure envelope; `code` is from the error catalogue',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  success: { const: false },
                  code: { enum: Object.keys(errorCatalogue) },
                  message: { type: 'string' },
                  field: { type: 'string' },
                },
              },
            },
          },
        },
      },
    },
  };
}

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A browsable, dependency-free page listing every endpoint with its schemas. */
function docsPage(): string {
  const rows = allEndpoints()
    .map(
      (ep) => `<section><h2><span class="m ${ep.method}">${ep.method}</span> <code>${escape(ep.path)}</code></h2>
<p>${escape(ep.summary)}</p><p class="meta">id ${escape(ep.id)} · auth ${ep.auth}${ep.module ? ` · module ${escape(ep.module)}` : ''}${ep.encrypted ? ' · encrypted body' : ''}</p>
<details><summary>Input</summary><pre>${escape(JSON.stringify(jsonSchema(ep.input, 'input'), null, 2))}</pre></details>
<details><summary>Value</summary><pre>${escape(JSON.stringify(jsonSchema(ep.output, 'output'), null, 2))}</pre></details></section>`,
    )
    .join('\n');
  const errors = Object.entries(errorCatalogue)
    .map(([code, e]) => `<tr><td><code>${code}</code></td><td>${e.status || 'client'}</td><td>${escape(e.message)}</td></tr>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Tala API</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><link rel="stylesheet" href="/api/docs.css"></head>
<body><main><h1>Tala platform API</h1><p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.
Every response is <code>{ success, code?, message?, value? }</code>.</p>${rows}
<h2>Error catalogue</h2><table><thead><tr><th>Code</th><th>HTTP</th><th>Message</th></tr></thead><tbody>${errors}</tbody></table></main></body></html>`;
}

const docsCss = `body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0f1220;color:#e7e9f3}main{max-width:960px;margin:auto;padding:24px}
section{border:1px solid #2a3052;border-radius:8px;padding:12px 16px;margin:12px 0;background:#161a2e}h2{font-size:16px;margin:0}
.m{display:inline-block;min-width:60px;text-align:center;border-radius:4px;padding:2px 6px;font-size:12px;background:#2f6fed}.m.POST{background:#1f9d55}.m.PUT{background:#c27c0e}.m.DELETE{background:#c53030}
pre{overflow:auto;background:#0b0e1a;padding:8px;border-radius:6px}.meta{color:#9aa3c7;font-size:13px}a{color:#8fb3ff}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a3052;padding:4px 8px;text-align:left}`;

export function registerOpenApi(app: FastifyInstance): void {
  const doc = openApiDocument();
  app.get('/api/openapi.json', async () => doc);
  app.get('/api/docs', async (_req, reply) => reply.type('text/html; charset=utf-8').send(docsPage()));
  app.get('/api/docs.css', async (_req, reply) => reply.type('text/css').send(docsCss));
}
