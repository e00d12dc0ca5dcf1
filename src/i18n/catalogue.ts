import type { Messages } from './messages';

/** The catalogue in use, for code outside React that must know whether a message exists. */
let current: Messages = {};

export function setCurrentCatalogue(messages: Messages): void {
  current = messages;
}

export function hasMessage(id: string): boolean {
  return Object.prototype.hasOwnProperty.call(current, id);
}
