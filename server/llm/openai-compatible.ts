// A small client for any OpenAI-compatible server (Ollama, vLLM, llama.cpp, OpenAI): chat
// completions (optionally constrained by a JSON schema) and embeddings. Every call has a timeout.

export interface LlmEndpoint {
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  /** Per request; defaults to 120 s for chat and 30 s for embeddings. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export class LlmError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

function url(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path}`;
}

async function post(
  endpoint: LlmEndpoint,
  path: string,
  body: object,
  defaultTimeout: number,
): Promise<unknown> {
  const doFetch = endpoint.fetch ?? fetch;
  let res: Response;
  try {
    res = await doFetch(url(endpoint.baseUrl, path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(endpoint.timeoutMs ?? defaultTimeout),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError'
        ? 'timed out'
        : 'could not be reached';
    throw new LlmError(`The model server at ${endpoint.baseUrl} ${reason}`, null);
  }
  if (!res.ok) {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new LlmError(`The model server answered ${res.status}: ${text}`, res.status);
  }
  return res.json();
}

/** One chat completion; with `jsonSchema`, asks for structured output and returns the raw JSON text. */
export async function chatCompletion(
  endpoint: LlmEndpoint,
  messages: ChatMessage[],
  options: {
    jsonSchema?: { name: string; schema: object };
    temperature?: number;
    maxTokens?: number;
  } = {},
): Promise<string> {
  const body = {
    model: endpoint.model,
    messages,
    temperature: options.temperature ?? 0.2,
    ...(options.maxTokens ? { max_tokens: options.maxTokens } : {}),
    ...(options.jsonSchema
      ? {
          response_format: {
            type: 'json_schema',
            json_schema: {
              name: options.jsonSchema.name,
              schema: options.jsonSchema.schema,
              strict: true,
            },
          },
        }
      : {}),
  };
  const json = (await post(endpoint, 'chat/completions', body, 120_000)) as {
    choices?: { message?: { content?: string | null } }[];
  };
  const content = json.choices?.[0]?.message?.content;
  if (typeof content !== 'string' || content.trim() === '')
    throw new LlmError('The model returned an empty answer', null);
  return content;
}

/** Embeddings of `inputs`, in order. */
export async function embed(endpoint: LlmEndpoint, inputs: string[]): Promise<number[][]> {
  const json = (await post(
    endpoint,
    'embeddings',
    { model: endpoint.model, input: inputs },
    30_000,
  )) as {
    data?: { index?: number; embedding?: number[] }[];
  };
  const data = json.data ?? [];
  if (data.length !== inputs.length)
    throw new LlmError('The embeddings server returned the wrong number of vectors', null);
  return [...data].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map((d) => d.embedding ?? []);
}
