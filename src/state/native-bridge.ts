/**
 * Hands each tracked event to the native app's bridge when the page runs inside a partner app of
 * version 4.67 or later (src/domain/native-bridge.ts). The app's version comes from the launch
 * URL's app_version (kept for the tab's life, since routes drop the query), or else from the source
 * info kept before sign-in. A bridge that is missing or throws never stops the collector's copy.
 */
import type { AnalyticsEvent } from '@domain/contract/analytics-events';
import { nativeBridgeApplies } from '@domain/native-bridge';
import { SOURCE_QUERY_KEYS } from '@domain/source-info';
import { dataWorker } from '../data/bridge';

/** Android: an object added with addJavascriptInterface, taking the event as JSON. */
interface AndroidAnalyticsBridge {
  postEvent(eventJson: string): void;
}
/** iOS: a WKScriptMessageHandler, taking the event as an object. */
interface IosMessageHandler {
  postMessage(message: unknown): void;
}
interface NativeBridgeWindow {
  PaylaterAnalyticsBridge?: AndroidAnalyticsBridge;
  webkit?: { messageHandlers?: { paylaterAnalytics?: IosMessageHandler } };
}

const TAB_APP_VERSION_KEY = 'app.nativeAppVersion';

/** The launch URL's (or this tab's) app version; undefined until read. */
let tabAppVersion: string | null | undefined;
let appVersion: Promise<string | null> | null = null;

function readTabAppVersion(): string | null {
  try {
    const fromUrl = new URLSearchParams(window.location.search).get(SOURCE_QUERY_KEYS.appVersion);
    if (fromUrl) sessionStorage.setItem(TAB_APP_VERSION_KEY, fromUrl.slice(0, 50));
    return sessionStorage.getItem(TAB_APP_VERSION_KEY);
  } catch {
    return null; // storage blocked: only the stored source info can say
  }
}

function nativeAppVersion(): Promise<string | null> {
  appVersion ??= (async () => {
    tabAppVersion ??= readTabAppVersion();
    if (tabAppVersion) return tabAppVersion;
    const stored = await dataWorker()
      .session.sourceInfo()
      .catch(() => null);
    return stored?.appVersion ?? null;
  })();
  return appVersion;
}

function postToBridge(event: AnalyticsEvent): void {
  const host = window as unknown as NativeBridgeWindow;
  if (host.PaylaterAnalyticsBridge) host.PaylaterAnalyticsBridge.postEvent(JSON.stringify(event));
  else host.webkit?.messageHandlers?.paylaterAnalytics?.postMessage(event);
}

/** Reads the launch URL's app version before the router rewrites it (without waking the worker). */
export function rememberNativeAppVersion(): void {
  tabAppVersion ??= readTabAppVersion();
}

export async function forwardToNativeApp(event: AnalyticsEvent): Promise<void> {
  if (!nativeBridgeApplies(await nativeAppVersion())) return;
  try {
    postToBridge(event);
  } catch (error) {
    console.warn('Native analytics bridge refused the event', event.name, error);
  }
}
