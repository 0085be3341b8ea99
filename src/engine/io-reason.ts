/**
 * What a failed file operation means, in words, and the one sentence for a file that cannot be
 * read. Imports nothing, so the Action's entry can say it before it loads anything else.
 */
export function ioReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EISDIR') return 'it is a directory';
  if (code === 'EEXIST') return 'a file of that name is in the way';
  if (code === 'ENOTDIR') return 'a part of the path is a file, not a folder';
  if (code === 'ENOSPC') return 'no space left on the device';
  if (code === 'EROFS') return 'the file system is read-only';
  return error instanceof Error ? error.message : String(error);
}

/** `<file>: cannot read the <what> file: <reason>`. */
export function unreadable(file: string, what: string, error: unknown): string {
  return `${file}: cannot read the ${what} file: ${ioReason(error)}`;
}
