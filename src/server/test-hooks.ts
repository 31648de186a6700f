import type { ServerMaintenance } from './maintenance';

/** What a test that started this process may ask of it, over the IPC channel of `spawn(…, { stdio: [… 'ipc'] })`. */
export interface TestHookRequest {
  type: 'sweep';
}

/** The answer once the request is done. */
export interface TestHookAnswer {
  type: 'swept';
}

/** The part of `process` the hooks use. */
export interface HookChannel {
  send?: (message: TestHookAnswer) => unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  channel?: { unref(): void } | undefined;
}

function isSweepRequest(message: unknown): message is TestHookRequest {
  return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'sweep';
}

/**
 * Lets the test that started this process run the maintenance round now and hear when it has ended, instead of
 * waiting for the timer: a test about the sweep then waits for the sweep, not for a minute to pass. Only a parent
 * that opened an IPC channel can ask, and only when TEST_HOOKS is on (never in production, config.ts).
 */
export function answerTestHooks(maintenance: Pick<ServerMaintenance, 'sweep'>, hooks: HookChannel): boolean {
  const send = hooks.send?.bind(hooks);
  if (!send) return false;
  hooks.on('message', (message) => {
    if (!isSweepRequest(message)) return;
    void maintenance.sweep().then(() => send({ type: 'swept' }));
  });
  // The channel must not keep a process that is shutting down alive.
  hooks.channel?.unref();
  return true;
}
