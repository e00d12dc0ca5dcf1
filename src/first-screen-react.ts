/**
 * React and React DOM, evaluated by src/boot.ts one task before the rest of the first screen
 * (scripts/lib/first-screen-chunk.ts): React DOM's client is required here so that its factory, the
 * largest part of the first screen's evaluation, runs in this task.
 */
export { hydrateRoot } from 'react-dom/client';
