import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { startProcessingLoop } from './processing-loop';

/** Starts the server on PORT; SIGINT/SIGTERM close it cleanly. */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const { app, ctx } = await buildApp(config);
  const processing = await startProcessingLoop({
    ...ctx,
    recoverAllRunning: !config.databaseUrl,
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`\nMnemo is running at ${config.publicUrl}/  (Ctrl-C to stop)\n`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    await processing.stop();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
