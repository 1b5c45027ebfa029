/**
 * Runs a command-line entry point: its lines to stdout; a failure's message to stderr and
 * exit code 1. Refusals (BackupError, ConfigError) and usage errors are the whole story;
 * anything unexpected also gets its stack trace.
 */
export function runCommand(
  main: (argv: readonly string[], out: (line: string) => void) => Promise<void>,
): void {
  main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`)).catch(
    (error: unknown) => {
      const expected =
        error instanceof Error &&
        (error.name === 'BackupError' || error.name === 'ConfigError' || error.name === 'Error');
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      if (!expected && error instanceof Error && error.stack) {
        process.stderr.write(`${error.stack}\n`);
      }
      process.exit(1);
    },
  );
}
