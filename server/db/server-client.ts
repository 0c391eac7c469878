import pg from 'pg';

/** Helpers for the PostgreSQL server itself (creating and dropping databases), used by tests, e2e and benchmarks. */

/** The URL of database `name` on the same server as `serverUrl`. */
export const databaseUrlOn = (serverUrl: string, name: string) =>
  Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

/** Runs `work` with a short-lived client connected to `serverUrl`. */
export async function withServerClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
