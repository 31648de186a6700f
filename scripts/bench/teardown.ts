/**
 * What the bench must undo however it ends: child processes, databases, temporary folders. Steps
 * run last registered first, each once: when the bench finishes, fails, or is interrupted (Ctrl-C,
 * SIGTERM).
 */
import type { ChildProcess } from 'node:child_process';

interface Step {
  name: string;
  undo: () => Promise<unknown>;
}

const KILL_AFTER_MS = 15_000;

export class Teardown {
  private readonly steps: Step[] = [];
  private finished: Promise<void> | null = null;
  interrupted = false;

  /** Registers `undo`; the returned function runs it at once (a step that is over early). */
  add(name: string, undo: () => Promise<unknown>): () => Promise<void> {
    const step = { name, undo };
    // Registered while cleaning up (the bench was interrupted mid-step): undone at once.
    if (this.finished) {
      void undo().catch(() => {});
      return async () => {};
    }
    this.steps.push(step);
    return async () => {
      if (this.forget(step)) await step.undo();
    };
  }

  /** A child process, stopped with SIGTERM (SIGKILL if it lingers) unless it has exited by then. */
  addChild(name: string, child: ChildProcess): () => Promise<void> {
    const stop = this.add(name, () => stopChild(child));
    child.once('exit', () => void stop());
    return stop;
  }

  private forget(step: Step): boolean {
    const at = this.steps.indexOf(step);
    if (at !== -1) this.steps.splice(at, 1);
    return at !== -1;
  }

  run(): Promise<void> {
    this.finished ??= (async () => {
      while (this.steps.length > 0) {
        const step = this.steps.pop()!;
        await step.undo().catch((error: unknown) => console.error(`Cleanup "${step.name}" failed:`, error));
      }
    })();
    return this.finished;
  }

  /** Ctrl-C or SIGTERM: undo everything, then exit; a second signal exits at once. */
  exitOnSignals(): void {
    for (const [signal, code] of [
      ['SIGINT', 130],
      ['SIGTERM', 143],
    ] as const) {
      process.on(signal, () => {
        if (this.interrupted) process.exit(code);
        this.interrupted = true;
        console.error(`\n${signal}: stopping and cleaning up…`);
        void this.run().finally(() => process.exit(code));
      });
    }
  }
}

export function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), KILL_AFTER_MS);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
