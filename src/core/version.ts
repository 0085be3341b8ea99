/** evalgate's own version; part of every run record and of the protocol's harness identity. */
export const VERSION = '0.1.0';
