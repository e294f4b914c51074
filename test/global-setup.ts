import { buildServer } from '../scripts/build-server';

// The process tests run the compiled server, as production does: built once per run, here.
export default async function setup(): Promise<void> {
  await buildServer();
}
