import { topByCosine, vectorNorm, type VectorItem } from '../../engine/assistant/fusion';
import type { ChunksRepository } from '../db/chunks-repository';
import { embed, type LlmEndpoint } from '../llm/openai-compatible';

const BATCH = 64;
const VECTOR_CANDIDATES = 30;

interface UserVectors {
  version: string;
  items: VectorItem[];
}

/**
 * Chunk embeddings from an OpenAI-compatible endpoint, for hybrid retrieval. Vectors are stored
 * with the chunks and kept in memory per user (reloaded when that user's chunks change).
 */
export class EmbeddingsService {
  private readonly cache = new Map<number, UserVectors>();

  constructor(
    private readonly chunks: ChunksRepository,
    private readonly endpoint: LlmEndpoint,
    private readonly log: (message: string) => void,
  ) {}

  /** Embeds every chunk of the file; failures are logged and leave the file lexical-only. */
  async embedFile(fileId: number, userId: number): Promise<void> {
    const chunks = await this.chunks.textsOfFile(fileId);
    try {
      for (let i = 0; i < chunks.length; i += BATCH) {
        const batch = chunks.slice(i, i + BATCH);
        const vectors = await embed(
          this.endpoint,
          batch.map((c) => c.text),
        );
        await this.chunks.insertEmbeddings(
          batch.map((c, j) => ({
            chunk_id: c.id,
            user_id: userId,
            model: this.endpoint.model,
            vector: JSON.stringify(vectors[j] ?? []),
          })),
        );
      }
    } catch (error) {
      this.log(
        `Embedding file ${fileId} failed, search stays lexical for it: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  /** Chunk ids nearest to the query, best first; [] when the endpoint fails. */
  async nearest(userId: number, query: string, fileIds: number[]): Promise<string[]> {
    let queryVector: number[];
    try {
      [queryVector = []] = await embed(
        { ...this.endpoint, timeoutMs: this.endpoint.timeoutMs ?? 5000 },
        [query],
      );
    } catch (error) {
      this.log(
        `Query embedding failed, lexical ranking only: ${error instanceof Error ? error.message : String(error)}`,
      );
      return [];
    }
    const items = await this.vectors(userId);
    const allowed = fileIds.length > 0 ? await this.chunkIdsOf(fileIds) : null;
    const pool = allowed ? items.filter((i) => allowed.has(i.id)) : items;
    return topByCosine(queryVector, pool, VECTOR_CANDIDATES).map((r) => r.id);
  }

  private async vectors(userId: number): Promise<VectorItem[]> {
    const key = await this.chunks.embeddingsVersion(userId);
    const cached = this.cache.get(userId);
    if (cached?.version === key) return cached.items;
    const rows = await this.chunks.embeddingsOf(userId);
    const items = rows.map((r) => {
      const vector = JSON.parse(r.vector) as number[];
      return { id: String(r.chunk_id), vector, norm: vectorNorm(vector) };
    });
    this.cache.set(userId, { version: key, items });
    return items;
  }

  private async chunkIdsOf(fileIds: number[]): Promise<Set<string>> {
    return new Set((await this.chunks.idsOfFiles(fileIds)).map(String));
  }
}
