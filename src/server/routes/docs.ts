import { Hono } from 'hono';
import { generateSpecs } from 'hono-openapi';
import { html, raw } from 'hono/html';
import type { AppEnv } from '../http/env';

type Spec = Awaited<ReturnType<typeof generateSpecs>>;
const documentation = {
  info: { title: 'Kolify API', version: '1.0.0', description: 'Every path of SPEC §7, validated by the shared valibot contracts. Errors are application/problem+json.' },
};

/** /openapi.json generated from the same valibot contracts as the validators, and a readable reference page. */
export function docsRoutes(api: Hono<AppEnv>) {
  let cached: Spec | undefined;
  const spec = async () => (cached ??= await generateSpecs(api, { documentation }));
  return new Hono<AppEnv>()
    .get('/openapi.json', async (c) => c.json(await spec()))
    .get('/openapi', async (c) => {
      const document = await spec();
      const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
        Object.entries(item ?? {}).map(([method, operation]) => ({ path, method, operation: operation as { summary?: string; tags?: string[]; responses?: Record<string, { description?: string }> } })),
      );
      const rows = operations.map(
        ({ path, method, operation }) => html`<tr>
          <td><span class="m ${method}">${method.toUpperCase()}</span></td>
          <td><code>${path}</code></td>
          <td>${operation.summary ?? ''}</td>
          <td>${(operation.tags ?? []).join(', ')}</td>
          <td>${Object.entries(operation.responses ?? {}).map(([status, response]) => html`<div><b>${status}</b> ${response.description ?? ''}</div>`)}</td>
        </tr>`,
      );
      return c.html(html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Kolify API reference</title>
            <style>
              ${raw(`body{font-family:system-ui,sans-serif;margin:2rem;color:#1f1d2b}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #eee;padding:.5rem;text-align:left;vertical-align:top;font-size:14px}
              .m{font-weight:700;font-size:12px;padding:2px 6px;border-radius:4px;background:#eee}.get{background:#e3f2fd}.post{background:#e8f5e9}.patch{background:#fff3e0}.delete{background:#ffebee}`)}
            </style>
          </head>
          <body>
            <h1>Kolify API reference</h1>
            <p>${documentation.info.description} Machine-readable: <a href="/openapi.json">/openapi.json</a>.</p>
            <table>
              <thead><tr><th>Method</th><th>Path</th><th>Summary</th><th>Group</th><th>Responses</th></tr></thead>
              <tbody>${rows}</tbody>
            </table>
          </body>
        </html>`);
    });
}
