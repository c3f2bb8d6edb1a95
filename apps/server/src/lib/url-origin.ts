/**
 * The origin (`scheme://host:port`) of a configured URL as a content-security-policy source, or none
 * when the URL is unset. A tile URL template keeps its `{z}/{x}/{y}` in the path, never the origin.
 */
export function originOf(url: string | undefined): string[] {
  return url === undefined ? [] : [new URL(url).origin];
}
