import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { html } from 'hono/html';
import * as v from 'valibot';
import type { AppEnv } from '../http/env';
import { validate } from '../http/validate';
import { latestMessages } from '../services/outbox';

const outboxQuery = v.object({ to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))) });

/** The embedded outbox (PRODUCT.md): exists only when NODE_ENV is not production. */
export const devRoutes = new Hono<AppEnv>()
  .get('/outbox.json', describeRoute({ tags: ['Development'], summary: 'Latest 100 sent messages (not in production)' }), validate('query', outboxQuery), async (c) => {
    const { to } = c.req.valid('query');
    const rows = await latestMessages(c.var.deps.db, to);
    c.header('Cache-Control', 'no-store');
    return c.json({ messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) });
  })
  .get('/outbox', describeRoute({ tags: ['Development'], summary: 'The outbox as a page (not in production)' }), async (c) => {
    const rows = await latestMessages(c.var.deps.db);
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Kolify outbox</title>
          <link rel="stylesheet" href="/dev/outbox.css" />
        </head>
        <body>
          <h1>Outbox <small>${rows.length} latest messages · not in production</small></h1>
          ${rows.length === 0 ? html`<p>No messages yet.</p>` : ''}
          ${rows.map(
            (row) => html`<article>
              <header><b>${row.channel.toUpperCase()}</b> → ${row.destination} · ${row.createdAt.toISOString()} · ${row.provider} · ${row.status}</header>
              ${row.subject ? html`<h2>${row.subject}</h2>` : ''}
              <pre>${row.body}</pre>
            </article>`,
          )}
        </body>
      </html>`);
  })
  .get('/outbox.css', (c) => {
    c.header('Content-Type', 'text/css');
    return c.body(
      'body{font-family:system-ui,"IBM Plex Sans Thai",sans-serif;margin:2rem auto;max-width:900px;color:#1f1d2b}small{color:#888;font-weight:400;font-size:14px}article{border:1px solid #eee;border-radius:8px;padding:1rem;margin:1rem 0}header{color:#555;font-size:13px}h2{font-size:16px;margin:.5rem 0}pre{white-space:pre-wrap;font-family:inherit;margin:0}',
    );
  });
