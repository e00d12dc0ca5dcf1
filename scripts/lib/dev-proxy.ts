/**
 * What `npm run dev` sends from Vite's dev server to the sandbox platform: every platform path
 * prefix of the contract, so a call that works on `npm start` also works under hot reload.
 */
import { PLATFORM_PATH_PREFIXES } from '../../src/domain/contract/http';

export function devProxyPrefixes(): string[] {
  return PLATFORM_PATH_PREFIXES.map((prefix) => prefix.replace(/\/$/, ''));
}
