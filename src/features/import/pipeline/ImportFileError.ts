/**
 * A file the import cannot read at all (empty, too large, binary, damaged, an unknown encoding).
 * The message is written for the user and shown as it is; nothing has been written by then.
 */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}
