/**
 * Database.ping for a database reached through `client` (PostgreSQL's pool, or the embedded database): whether
 * it answers `select 1`, asked at each call through the client's query as it is then (the embedded database's
 * yields to the event loop first).
 */
export function pingThrough(client: { query(text: string): Promise<unknown> }): () => Promise<boolean> {
  return async () => {
    try {
      await client.query("select 1");
      return true;
    } catch {
      return false;
    }
  };
}
