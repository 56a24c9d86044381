// libsql hands a transaction the client's connection and opens a fresh one for what follows, and
// that one has SQLite's default busy timeout of 0: after the first transaction, a write that meets
// another writer (a second process, a script such as staff:reset-password, the job runner) failed
// at once with SQLITE_BUSY instead of waiting the adapter's `busyTimeout` as the first connection did.

/** The part of @libsql/client's Client this needs. */
interface LibsqlClient {
  execute(sql: string): Promise<unknown>
  transaction(mode?: 'write' | 'read' | 'deferred'): Promise<unknown>
}

const patched = new WeakSet<object>()

/** Sets the busy timeout on the client's current connection and on each one it opens after a transaction. */
export async function keepBusyTimeout(client: LibsqlClient, milliseconds: number): Promise<void> {
  const pragma = `PRAGMA busy_timeout = ${Math.trunc(milliseconds)}`
  if (!patched.has(client)) {
    patched.add(client)
    const begin = client.transaction.bind(client)
    client.transaction = async (mode) => {
      const transaction = await begin(mode)
      // The client's next statement opens its new connection: this one, before any other.
      await client.execute(pragma)
      return transaction
    }
  }
  await client.execute(pragma)
}
