const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids the platform makes (users, applications) are UUIDs; anything else in a path or query is not one of ours. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
