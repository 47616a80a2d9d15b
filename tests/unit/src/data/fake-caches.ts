// An in-memory Cache Storage (Node has none): the few calls file-cache.ts makes, with real
// Request/Response objects, so what is stored is read back the way a browser would.
type Entries = Map<string, Response>;

class MemoryCache {
  constructor(private readonly entries: Entries) {}
  async match(request: RequestInfo | URL): Promise<Response | undefined> {
    const hit = this.entries.get(urlOf(request));
    return hit?.clone();
  }
  async put(request: RequestInfo | URL, response: Response): Promise<void> {
    // A browser reads the body as it stores it; so does this.
    const body = await response.blob();
    this.entries.set(urlOf(request), new Response(body, { headers: response.headers }));
  }
  async delete(request: RequestInfo | URL): Promise<boolean> {
    return this.entries.delete(urlOf(request));
  }
  async keys(): Promise<Request[]> {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function urlOf(request: RequestInfo | URL): string {
  if (typeof request === 'string') return request;
  return request instanceof URL ? request.toString() : request.url;
}

export function memoryCaches() {
  const stores = new Map<string, Entries>();
  return {
    stores,
    async open(name: string) {
      let entries = stores.get(name);
      if (!entries) {
        entries = new Map();
        stores.set(name, entries);
      }
      return new MemoryCache(entries);
    },
    async has(name: string) {
      return stores.has(name);
    },
    async delete(name: string) {
      return stores.delete(name);
    },
    async keys() {
      return [...stores.keys()];
    },
  };
}
