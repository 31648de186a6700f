/** The part of autocannon 9 the bench uses (the package ships no types). */
declare module 'autocannon' {
  namespace autocannon {
    interface RequestData {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RequestData {
      /** Called each time the request is sent; what it returns is sent. */
      setupRequest?: (request: RequestData) => RequestData;
    }
    interface Options {
      url: string;
      connections: number;
      /** Seconds. */
      duration: number;
      headers?: Record<string, string>;
      requests?: Request[];
    }
    interface Result {
      requests: { average: number; total: number; sent: number };
      latency: { p50: number; p99: number };
      errors: number;
      timeouts: number;
      non2xx: number;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
