/**
 * React and React DOM's client, evaluated by src/boot.ts one task before the rest of the first
 * screen (scripts/lib/first-screen-chunk.ts). The bindings are read here, at this module's top
 * level, so that React DOM's factory (the largest part of the first screen's evaluation) runs in
 * that task: a plain re-export would leave its lazy CommonJS wrapper to the first importer, in the
 * second task.
 */
import * as reactDomClient from 'react-dom/client';

export const { createRoot, hydrateRoot } = reactDomClient;
