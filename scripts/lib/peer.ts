// The peer of `npm run bench`: json-server 0.17 (the common mock REST backend) serving the same
// members as the mock's large seed, from a db file written from the same fixtures, with its own
// full-text search (q), field filters, sort and paging.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSeed } from '@mo/fixtures';
import { startServer, type Running } from './processes';

export const JSON_SERVER_BIN = 'node_modules/json-server/lib/cli/bin.js';

/** The seed's member type codes as the member list's API names them (filters use these). */
const MEMBER_TYPE_NAMES: Record<string, string> = { E: 'EMPLOYEE', S: 'SPOUSE', C: 'CHILD' };

/** The members of a one-company seed of `members` members, as json-server's db file. */
export const writePeerDb = (members: number): { file: string; dir: string; rows: number } => {
  const seed = buildSeed({ companies: 1, membersPerCompany: members });
  const rows = seed.members.map((m) => ({
    ...m,
    memberType: MEMBER_TYPE_NAMES[m.memberType] ?? m.memberType,
  }));
  const dir = mkdtempSync(join(tmpdir(), 'mo-bench-peer-'));
  const file = join(dir, 'db.json');
  writeFileSync(file, JSON.stringify({ members: rows }));
  return { file, dir, rows: seed.members.length };
};

export const startPeer = async (
  port: number,
  members: number,
): Promise<Running & { rows: number }> => {
  const db = writePeerDb(members);
  try {
    const running = await startServer({
      args: [
        JSON_SERVER_BIN,
        '--port',
        String(port),
        '--host',
        '127.0.0.1',
        '--quiet',
        '--ro',
        db.file,
      ],
      port,
      healthPath: '/members?_page=1&_limit=1',
    });
    return {
      ...running,
      rows: db.rows,
      stop: async () => {
        await running.stop();
        rmSync(db.dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(db.dir, { recursive: true, force: true });
    throw error;
  }
};
