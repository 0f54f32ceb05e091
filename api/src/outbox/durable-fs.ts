import { open, rename, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** fsync a file or directory so what was written survives a power cut, not just a crash. */
export async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a file so readers see either the old or the new content, never half of it. */
export async function writeFileAtomic(path: string, content: string | Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await writeFile(handle, content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, path);
  await fsyncPath(dirname(path));
}

/** Moves a directory entry atomically (same file system) and makes the move durable. */
export async function moveDurably(from: string, to: string): Promise<void> {
  await mkdir(dirname(to), { recursive: true });
  await rename(from, to);
  await fsyncPath(dirname(to));
  await fsyncPath(dirname(from));
}

/** An atomic, durable rename; false when the source is gone (another instance moved it first). */
export async function renameIfPresent(from: string, to: string): Promise<boolean> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  await fsyncPath(join(to, '..'));
  await fsyncPath(join(from, '..'));
  return true;
}
