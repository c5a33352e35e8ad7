/** A backup or a restore that cannot go on, for a reason the operator can act on; its message says which. */
export class BackupError extends Error {}
