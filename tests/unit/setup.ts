// IndexedDB for Dexie in Node, fresh per test file.
import 'fake-indexeddb/auto';
