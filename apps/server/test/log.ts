/**
 * A logger that keeps each line as text ("info {…} message"; an error's `err` left out), for
 * tests of what a shutdown or a lifecycle logs.
 */
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
