import { mapConcurrently } from './concurrency';
import { type Answer, type CallOptions, call, Unanswered } from './luz-client';
import type { LuzServer } from './luz-server';
import { alternate } from './server-pair';

/** One request of a stream and what became of it. */
export interface StreamRequest {
  server: LuzServer;
  /** What the request was for ("checkout", "pay", "newsletter"…). */
  kind: string;
  /** Sent once the fault had been set off. */
  afterFault: boolean;
  /** Null: the connection was refused or dropped before an answer came. */
  answer: Answer | null;
}

/** Sends one request of a journey to the next process in turn; null when no answer came. */
export type Send = (
  kind: string,
  method: string,
  path: string,
  options?: CallOptions,
) => Promise<Answer | null>;

/** What one person does, request after request (book, then pay). */
export type Journey = (send: Send) => Promise<void>;

export interface StreamOptions {
  servers: readonly LuzServer[];
  journeys: readonly Journey[];
  inFlight: number;
  /** Set off once, as soon as this many journeys have ended (a process killed). */
  fault?: { afterJourneys: number; run(): Promise<void> };
}

/**
 * Journeys run `inFlight` at a time, each request going to the next process in turn, as a client
 * with no balancer would send them. Every request is recorded with its answer, or with none when
 * the process it went to was gone.
 */
export async function runStream({
  servers,
  journeys,
  inFlight,
  fault,
}: StreamOptions): Promise<StreamRequest[]> {
  const requests: StreamRequest[] = [];
  let sent = 0;
  let ended = 0;
  let faultSetOff = false;

  const send: Send = async (kind, method, path, options) => {
    const server = alternate(servers, sent++);
    const record: StreamRequest = { server, kind, afterFault: faultSetOff, answer: null };
    requests.push(record);
    try {
      record.answer = await call(server.baseUrl, method, path, options);
    } catch (error) {
      if (!(error instanceof Unanswered)) throw error;
    }
    return record.answer;
  };

  await mapConcurrently(journeys, inFlight, async (journey) => {
    await journey(send);
    ended++;
    if (fault && ended === fault.afterJourneys) {
      faultSetOff = true;
      await fault.run();
    }
  });
  return requests;
}

export function describeRequest(request: StreamRequest): string {
  const answer = request.answer
    ? `${request.answer.status} ${JSON.stringify(request.answer.body)}`
    : 'no answer';
  return `${request.kind} on ${request.server.options.name}: ${answer}`;
}
