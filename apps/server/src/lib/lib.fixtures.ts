/* Test support for lib (not imported by the app). */

/** A logger that keeps each line as `<level> <fields as JSON> <message>` (an error's `err` left out). */
export function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    info: (object: object, message: string) =>
      lines.push(`info ${JSON.stringify(object)} ${message}`),
    error: (object: object, message: string) =>
      lines.push(`error ${JSON.stringify({ ...object, err: undefined })} ${message}`),
  };
}
