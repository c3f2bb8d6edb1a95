/**
 * The fields of a JSON object in a message from outside this process (a bus message), or null when
 * the text is not JSON or not an object: the caller checks each field it reads and drops the message.
 */
export function parseJsonObject(message: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}
