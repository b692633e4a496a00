import bcrypt from 'bcryptjs';

export type PasswordTask = { op: 'hash'; password: string; rounds: number } | { op: 'compare'; password: string; hash: string };

/** Runs in a pool thread (passwords.ts): bcrypt is ~90 ms of pure CPU per call. */
export default function run(task: PasswordTask): Promise<string | boolean> {
  return task.op === 'hash' ? bcrypt.hash(task.password, task.rounds) : bcrypt.compare(task.password, task.hash);
}
