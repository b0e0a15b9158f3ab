// Starts the gateway alone. `npm start` (scripts/serve.mjs) starts the stand-in first unless LEGACY_URL is set.
import { loadConfig } from './config.ts';
import { createGateway } from './server.ts';

const config = loadConfig();
const gateway = await createGateway(config);
await gateway.app.listen({ port: config.port, host: config.host });
console.log(
  `gateway: http://localhost:${config.port}/ (GraphQL at /graphql, upstream ${config.upstream.baseUrl})`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  console.log(`gateway: ${signal}, closing`);
  await gateway.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
