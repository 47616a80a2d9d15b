// Where an item comes from, derived only from the chunk it names: a page or time the model
// writes itself is never trusted.
import type { Chunk, ItemSource } from '../types';

export type { ItemSource } from '../types';

export function sourceOf(chunk: Chunk): ItemSource {
  const video = chunk.start_seconds !== null;
  return {
    source_page_number: video ? null : chunk.page_start,
    source_video_timestamp_start_seconds: video ? chunk.start_seconds : null,
    source_video_timestamp_end_seconds: video ? (chunk.end_seconds ?? chunk.start_seconds) : null,
  };
}
