import type { Clock } from '../clock';

/** A clock tests set and move; it starts at the real time so database defaults and it agree. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(ms: number): void {
    this.current += ms;
  }
}

export const minutes = (n: number) => n * 60 * 1000;
export const hours = (n: number) => n * 60 * minutes(1);
