/** The words of a list written over lines. */
const words = (list: string): string[] => list.trim().split(/\s+/);

/**
 * SQLite's result codes by name. node:sqlite reports a failure's extended result code as a number
 * (`errcode`, e.g. 2067); the app classifies failures by name (`SQLITE_CONSTRAINT_UNIQUE`,
 * `SQLITE_FULL`), as SQLite's documentation and PostgreSQL's SQLSTATEs are read.
 * https://sqlite.org/rescode.html
 */
const PRIMARY = words(`OK ERROR INTERNAL PERM ABORT BUSY LOCKED NOMEM READONLY INTERRUPT IOERR
  CORRUPT NOTFOUND FULL CANTOPEN PROTOCOL EMPTY SCHEMA TOOBIG CONSTRAINT MISMATCH MISUSE NOLFS
  AUTH FORMAT RANGE NOTADB NOTICE WARNING`);

/**
 * An extended code is its primary code plus (n << 8): its name is the n-th word of the list
 * ("-" where SQLite has none).
 */
const EXTENDED: Record<number, readonly string[]> = {
  0: words('LOAD_PERMANENTLY SYMLINK'),
  1: words('MISSING_COLLSEQ RETRY SNAPSHOT'),
  4: words('- ROLLBACK'),
  5: words('RECOVERY SNAPSHOT TIMEOUT'),
  6: words('SHAREDCACHE VTAB'),
  8: words('RECOVERY CANTLOCK ROLLBACK DBMOVED CANTINIT DIRECTORY'),
  10: words(`READ SHORT_READ WRITE FSYNC DIR_FSYNC TRUNCATE FSTAT UNLOCK RDLOCK DELETE BLOCKED
    NOMEM ACCESS CHECKRESERVEDLOCK LOCK CLOSE DIR_CLOSE SHMOPEN SHMSIZE SHMLOCK SHMMAP SEEK
    DELETE_NOENT MMAP GETTEMPPATH CONVPATH VNODE AUTH BEGIN_ATOMIC COMMIT_ATOMIC ROLLBACK_ATOMIC
    DATA CORRUPTFS IN_PAGE`),
  11: words('VTAB SEQUENCE INDEX'),
  14: words('NOTEMPDIR ISDIR FULLPATH CONVPATH DIRTYWAL SYMLINK'),
  19: words(`CHECK COMMITHOOK FOREIGNKEY FUNCTION NOTNULL PRIMARYKEY TRIGGER UNIQUE VTAB ROWID
    PINNED DATATYPE`),
  23: words('USER'),
  27: words('RECOVER_WAL RECOVER_ROLLBACK RBU'),
  28: words('AUTOINDEX'),
};
const OTHER: Record<number, string> = { 100: 'ROW', 101: 'DONE' };

/** `SQLITE_<PRIMARY>[_<EXTENDED>]` for an (extended) result code, e.g. 2067 → SQLITE_CONSTRAINT_UNIQUE. */
export const sqliteCodeName = (code: number): string => {
  const primary = code & 0xff;
  const base = PRIMARY[primary] ?? OTHER[primary] ?? String(primary);
  const extended = EXTENDED[primary]?.[(code >> 8) - 1];
  return extended !== undefined && extended !== '-'
    ? `SQLITE_${base}_${extended}`
    : `SQLITE_${base}`;
};
