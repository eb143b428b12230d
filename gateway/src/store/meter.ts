/*
 * What the inbox costs in Cloudflare's units (docs/gateway-limits.md, « The arithmetic »): the rows its SQL wrote and
 * read, as workerd counts them on each cursor (rowsWritten, rowsRead: libSQL's counters, an index entry written
 * counting as a row, as Cloudflare bills them), and its alarms set (each `setAlarm` is billed as one row
 * written). Counted in memory since the object started, for the tests' budget of a request's life
 * (tests/gateway/worker/rows.ts), which reads it at /inbox/meter when METER_ROWS is set; never stored.
 */

export interface RowMeter {
  written: number;
  read: number;
  alarms: number;
  /** The rows each statement wrote (its first words), so that a budget exceeded says where. */
  byStatement: Record<string, number>;
  /** The database's size now, in bytes (tables and indexes: what Cloudflare bills as stored). */
  bytes?: number;
}

export const newMeter = (): RowMeter => ({ written: 0, read: 0, alarms: 0, byStatement: {} });

const nameOf = (query: string) => query.replace(/\s+/g, ' ').trim().slice(0, 72);

/** A cursor whose rows, once read, are added to the meter (a write is whole when exec returns; a read as it is consumed). */
function meteredCursor<T extends Record<string, SqlStorageValue>>(cursor: SqlStorageCursor<T>, meter: RowMeter, query: string): SqlStorageCursor<T> {
  let written = 0;
  let read = 0;
  const settle = () => {
    if (cursor.rowsWritten > written) {
      const name = nameOf(query);
      meter.byStatement[name] = (meter.byStatement[name] ?? 0) + cursor.rowsWritten - written;
    }
    meter.written += cursor.rowsWritten - written;
    meter.read += cursor.rowsRead - read;
    written = cursor.rowsWritten;
    read = cursor.rowsRead;
  };
  settle();
  return new Proxy(cursor, {
    get(target, name) {
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      if (name !== 'toArray' && name !== 'one') return value.bind(target) as unknown;
      return (...args: unknown[]) => {
        try {
          return (value as (...all: unknown[]) => unknown).apply(target, args);
        } finally {
          settle();
        }
      };
    },
  });
}

/** The object's storage, its SQL and its alarms counted. */
export function meteredStorage(storage: DurableObjectStorage, meter: RowMeter): DurableObjectStorage {
  const sql = storage.sql;
  const meteredSql = new Proxy(sql, {
    get(target, name) {
      if (name === 'exec') return (query: string, ...bindings: unknown[]) => meteredCursor(target.exec(query, ...bindings), meter, query);
      const value: unknown = Reflect.get(target, name, target);
      return typeof value === 'function' ? (value.bind(target) as unknown) : value;
    },
  });
  return new Proxy(storage, {
    get(target, name) {
      if (name === 'sql') return meteredSql;
      const value: unknown = Reflect.get(target, name, target);
      if (typeof value !== 'function') return value;
      if (name === 'setAlarm') {
        return (...args: Parameters<DurableObjectStorage['setAlarm']>) => {
          meter.alarms += 1;
          return target.setAlarm(...args);
        };
      }
      return value.bind(target) as unknown;
    },
  });
}
