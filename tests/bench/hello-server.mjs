// The anchor of `npm run bench`: a bare Hono hello-world in a process of its own, on the same
// Node server adapter as Kolify. PORT from the environment; prints "ready" when it listens.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';

const app = new Hono().get('/', (c) => c.text('hello'));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: '127.0.0.1' }, () => console.log('ready'));
