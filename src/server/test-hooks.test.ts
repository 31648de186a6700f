import { EventEmitter } from 'node:events';
import { describe, expect, it, vi } from 'vitest';
import { answerTestHooks, type TestHookAnswer } from './test-hooks';

function channel() {
  const events = new EventEmitter();
  const sent: TestHookAnswer[] = [];
  return {
    sent,
    ask: (message: unknown) => events.emit('message', message),
    hooks: {
      send: (message: TestHookAnswer) => sent.push(message),
      on: (event: 'message', listener: (message: unknown) => void) => events.on(event, listener),
      channel: { unref: vi.fn() },
    },
  };
}

describe('answerTestHooks', () => {
  it('sweeps when asked, and answers once the round has ended', async () => {
    const { sent, ask, hooks } = channel();
    let finish = () => {};
    const sweep = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    expect(answerTestHooks({ sweep }, hooks)).toBe(true);

    ask({ type: 'sweep' });
    expect(sweep).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    expect(sent).toEqual([]);
    finish();
    await vi.waitFor(() => expect(sent).toEqual([{ type: 'swept' }]));
    expect(hooks.channel.unref).toHaveBeenCalled();
  });

  it('ignores other messages', () => {
    const { sent, ask, hooks } = channel();
    const sweep = vi.fn(async () => {});
    answerTestHooks({ sweep }, hooks);
    ask({ type: 'shutdown' });
    ask('sweep');
    expect(sweep).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });

  it('does nothing in a process started without an IPC channel', () => {
    const on = vi.fn();
    expect(answerTestHooks({ sweep: async () => {} }, { on })).toBe(false);
    expect(on).not.toHaveBeenCalled();
  });
});
