/**
 * A loopback TCP relay between the store and a real PostgreSQL server, so a test can take the
 * database away and bring it back: `down()` refuses new connections and cuts the open ones (a
 * server that stopped), `pause()` holds every byte in both directions and every new connection (a
 * server or network that stalls), `up()` and `resume()` undo them.
 */
export interface TcpProxy {
  readonly port: number;
  down(): void;
  up(): void;
  pause(): void;
  resume(): void;
  close(): Promise<void>;
}

export function startTcpProxy(target: { hostname: string; port: number }): TcpProxy {
  let listener: Deno.TcpListener | undefined;
  let paused: { promise: Promise<void>; resolve: () => void } | undefined;
  const open = new Set<Deno.Conn>();
  const relays = new Set<Promise<void>>();
  let port = 0;

  async function relay(from: Deno.Conn, to: Deno.Conn) {
    const buffer = new Uint8Array(64 * 1024);
    try {
      for (;;) {
        const n = await from.read(buffer);
        if (n === null) break;
        if (paused) await paused.promise;
        let written = 0;
        while (written < n) written += await to.write(buffer.subarray(written, n));
      }
    } catch {
      // one side was cut (down(), or the peer went away): close the other below
    }
    for (const c of [from, to]) {
      open.delete(c);
      try {
        c.close();
      } catch {
        // already closed by the other direction
      }
    }
  }

  async function serve(l: Deno.TcpListener) {
    for (;;) {
      let client: Deno.Conn;
      try {
        client = await l.accept();
      } catch {
        return; // the listener closed (down or close)
      }
      open.add(client);
      const pair = (async () => {
        if (paused) await paused.promise;
        let server: Deno.Conn;
        try {
          server = await Deno.connect(target);
        } catch {
          client.close();
          open.delete(client);
          return;
        }
        open.add(server);
        await Promise.all([relay(client, server), relay(server, client)]);
      })();
      relays.add(pair);
      pair.finally(() => relays.delete(pair));
    }
  }

  function listen() {
    listener = Deno.listen({ hostname: "127.0.0.1", port });
    port = (listener.addr as Deno.NetAddr).port;
    void serve(listener);
  }

  function cutAll() {
    for (const c of open) {
      try {
        c.close();
      } catch {
        // closed meanwhile
      }
    }
    open.clear();
  }

  listen();
  return {
    get port() {
      return port;
    },
    down() {
      listener?.close();
      listener = undefined;
      cutAll();
    },
    up() {
      listen();
    },
    pause() {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      paused = { promise, resolve };
    },
    resume() {
      paused?.resolve();
      paused = undefined;
    },
    async close() {
      this.resume();
      listener?.close();
      cutAll();
      await Promise.allSettled([...relays]);
    },
  };
}
