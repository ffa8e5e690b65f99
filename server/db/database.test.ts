import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { sql } from 'kysely';
import { DatabaseOpenError, ensureWritableDir, lockDataDir, openDatabase, processStartTime } from './database';

describe('data directory guards', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('names the directory and the reason when it cannot be used', () => {
    const file = path.join(dir, 'a-file');
    fs.writeFileSync(file, '');
    expect(() => ensureWritableDir(path.join(file, 'data'))).toThrow(DatabaseOpenError);
    expect(() => ensureWritableDir(path.join(file, 'data'))).toThrow(`Cannot use the data directory ${file}/data: ENOTDIR`);
  });

  it('refuses a directory another live server holds, and frees it on unlock', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.writeFileSync(path.join(dir, 'server.pid'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${other.pid})`);
    } finally {
      other.kill();
    }
    await new Promise((resolve) => other.once('exit', resolve));
    const unlock = lockDataDir(dir); // a stale pid file is taken over
    expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8')).toBe(`${process.pid}\n${processStartTime(process.pid)}\n`);
    unlock();
    expect(fs.existsSync(path.join(dir, 'server.pid'))).toBe(false);
  });

  it('tells the server that wrote the pid file from another process that got its pid later', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      await new Promise((resolve) => other.once('spawn', resolve));
      const started = processStartTime(other.pid!);
      expect(started).toMatch(/\S/);
      // Written by that very process: refused.
      fs.writeFileSync(path.join(dir, 'server.pid'), `${other.pid}\n${started}\n`);
      expect(() => lockDataDir(dir)).toThrow(`in use by another server (pid ${other.pid})`);
      // Written by a server that died, whose pid the live process got afterwards: taken over.
      fs.writeFileSync(path.join(dir, 'server.pid'), `${other.pid}\n${started}0\n`);
      const unlock = lockDataDir(dir);
      expect(fs.readFileSync(path.join(dir, 'server.pid'), 'utf8').split('\n')[0]).toBe(String(process.pid));
      unlock();
    } finally {
      other.kill();
    }
  });

  it('keeps embedded data across a close and reopen', async () => {
    const first = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    await first.db.schema.createTable('kept').addColumn('n', 'numeric(18, 6)').execute();
    await first.db.insertInto('kept' as never).values({ n: '12.345678' } as never).execute();
    await first.close();
    const second = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const rows = await second.db.selectFrom('kept' as never).selectAll().execute();
    await second.close();
    // numeric comes back as an exact string, never a float
    expect(rows).toEqual([{ n: '12.345678' }]);
  });

  it('keeps the embedded database to 32 MB of shared buffers', async () => {
    const handle = await openDatabase({ dataDir: path.join(dir, 'pglite') });
    const { rows } = await sql<{ sharedBuffers: string }>`show shared_buffers`.execute(handle.db);
    await handle.close();
    expect(rows).toEqual([{ sharedBuffers: '32MB' }]); // CamelCasePlugin names the column
  });
});
