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

  /** Moves to a moment fixed against a session's start, so a test does not depend on the hour it runs at. */
  advanceTo(moment: Date): void {
    if (moment.getTime() < this.current) throw new Error('The test clock only moves forward');
    this.current = moment.getTime();
  }
}

export const minutes = (n: number) => n * 60 * 1000;
export const hours = (n: number) => n * 60 * minutes(1);
