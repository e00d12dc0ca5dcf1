/** Where the server writes what happened. Lines never carry phone numbers, codes or tokens. */
export interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

function line(level: string, message: string, fields?: Record<string, unknown>): string {
  const extra = fields && Object.keys(fields).length > 0 ? ` ${JSON.stringify(fields)}` : '';
  return `${new Date().toISOString()} ${level} ${message}${extra}`;
}

export const consoleLogger: Logger = {
  info: (message, fields) => console.log(line('info', message, fields)),
  warn: (message, fields) => console.warn(line('warn', message, fields)),
  error: (message, fields) => console.error(line('error', message, fields)),
};

export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};

/**
 * Blanks what could be personal in free text (an error message, a path): runs of digits long
 * enough to be a phone number or a code, and long opaque strings that could be tokens.
 */
export function redact(text: string): string {
  return text.replace(/\+?\d[\d\s-]{4,}\d/g, '[number]').replace(/[A-Za-z0-9_-]{20,}/g, '[token]');
}
