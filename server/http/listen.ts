/**
 * The HTTP server's own limits against slow or half-sent requests (slowloris): Node's defaults
 * hold a half-sent request for a minute or more (headers 60 s, checked every 30 s).
 */
import type { ServerOptions } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { Hono } from 'hono';
import type { AppEnv } from './types';

export interface ServerTimeouts {
  /** The request line and headers must arrive within this. */
  headersTimeout: number;
  /** The whole request, body included: a 10 MiB file at 100 KB/s takes about 100 s. */
  requestTimeout: number;
  /** How often Node checks the two timeouts above (its default of 30 s adds up to 30 s to each). */
  connectionsCheckingInterval: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 120_000,
  connectionsCheckingInterval: 1_000,
};

export interface Listen {
  port: number;
  hostname: string;
  timeouts?: ServerTimeouts;
}

export function listen(app: Pick<Hono<AppEnv>, 'fetch'>, options: Listen, ready: (port: number) => void): ServerType {
  const timeouts = options.timeouts ?? SERVER_TIMEOUTS;
  const serverOptions: ServerOptions = { ...timeouts };
  // An idle keep-alive connection closes after Node's default 5 s.
  return serve({ fetch: app.fetch, port: options.port, hostname: options.hostname, serverOptions }, (info) => ready(info.port));
}
