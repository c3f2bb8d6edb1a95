/** Log lines of the backup and restore commands: the message, then its fields as JSON. */
export const cliLog = {
  info(object: object, message: string): void {
    console.log(`${message} ${JSON.stringify(object)}`);
  },
  error(object: object, message: string): void {
    console.error(`${message} ${JSON.stringify(object)}`);
  },
};

/** Runs a command's main: a thrown error prints its message and exits 1. */
export function runCli(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
