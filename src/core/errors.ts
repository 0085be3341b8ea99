/**
 * Bad input from the user: a config key, a data file, a CLI flag, a pinned fingerprint.
 * The CLI maps it to exit code 2 and prints `message` and each detail line, never a stack trace.
 * Messages name the thing (file, line, key path), what was expected and what was found.
 */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    message: string,
    readonly details: readonly string[] = [],
  ) {
    super(message);
  }
}
