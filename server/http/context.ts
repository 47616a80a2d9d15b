import type { Config } from '../config';
import type { Db } from '../db/database';
import type { IdentityVerifier } from '../auth/verifier';
import type { Billing } from '../billing/billing';
import type { JobQueue } from '../jobs/job-queue';
import type { EventBus } from '../realtime/event-bus';
import type { SocketHub } from '../realtime/socket-hub';
import type { RequestLimits } from './rate-limiter';
import type { BlobStore } from '../storage/blob-store';
import type { ChatService } from '../services/chat';
import type { ContentLinks } from '../services/content-links';
import type { ChunksService } from '../services/chunks';
import type { EmbeddingsService } from '../services/embeddings';
import type { HealthService } from '../services/health';
import type { FilesService } from '../services/files';
import type { ReviewsService } from '../services/reviews';
import type { SearchService } from '../services/search';
import type { UrlSigner } from '../services/signed-urls';
import type { StudyService } from '../services/study';
import type { UsersService } from '../services/users';

/** Everything the routes need, built once by buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  verifier: IdentityVerifier;
  blobs: BlobStore;
  bus: EventBus;
  hub: SocketHub;
  limits: RequestLimits;
  queue: JobQueue;
  billing: Billing;
  signer: UrlSigner;
  links: ContentLinks;
  /** The origin of presigned content links (the bucket), null when the API serves content. */
  contentOrigin: string | null;
  health: HealthService;
  users: UsersService;
  files: FilesService;
  study: StudyService;
  chat: ChatService;
  reviews: ReviewsService;
  search: SearchService;
  chunks: ChunksService;
  embeddings: EmbeddingsService | null;
}
