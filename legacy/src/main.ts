import { createLegacyServer } from './app.ts';
import { readConfig } from './config.ts';

const config = readConfig();
const server = await createLegacyServer(config.options);
const url = await server.listen(config.port, config.host);
console.log(`legacy stand-in: ${url} (${config.storage})`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  console.log(`legacy stand-in: ${signal}, closing`);
  try {
    await server.close();
    process.exit(0);
  } catch (error) {
    server.app.log.error({ err: error }, 'error while closing');
    process.exit(1);
  }
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
