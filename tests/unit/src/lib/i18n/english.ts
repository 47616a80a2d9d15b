// Every section of the catalogue in English, from the modules that own them. The `satisfies`
// makes tsc name a section added to the catalogue but missing here.
import type { SectionName } from '../../../../../src/lib/i18n/catalogue';
import type { Sections } from '../../../../../src/lib/i18n/sections';
import { APP_TEXT, OFFLINE_TEXT } from '../../../../../src/app/messages';
import { CHAT_ERRORS, CHAT_TEXT, VOICE_TEXT } from '../../../../../src/features/chat/messages';
import { HISTORY_TEXT } from '../../../../../src/features/history/messages';
import { KNOWLEDGE_TEXT, LIVE_TEXT } from '../../../../../src/features/knowledge/messages';
import { DELETE_ALERTS, SETTINGS_TEXT } from '../../../../../src/features/settings/messages';
import { ATTACHMENT_MESSAGES } from '../../../../../src/lib/attachments';
import { FILE_STATUS_TEXT } from '../../../../../src/lib/fileStatus';
import { PAGINATION_TEXT } from '../../../../../src/lib/pagination';
import { SOCKET_INDICATOR, SOCKET_MESSAGES } from '../../../../../src/lib/socket';
import { HISTORY_PREVIEW_TEXT } from '../../../../../src/lib/truncate';
import { UI_TEXT } from '../../../../../src/ui/messages';
import { AUTH_TEXT } from '../../../../../src/features/auth/messages';
import { BILLING_TEXT, PAYMENT_ERRORS } from '../../../../../src/features/billing/messages';
import { CONCEPT_TEXT } from '../../../../../src/features/concepts/messages';
import { FLASHCARD_TEXT } from '../../../../../src/features/flashcards/messages';
import { HOME_TEXT } from '../../../../../src/features/home/messages';
import { ONBOARDING_TEXT } from '../../../../../src/features/onboarding/messages';
import { QUIZ_TEXT } from '../../../../../src/features/quiz/messages';
import { SEARCH_TEXT } from '../../../../../src/features/search/messages';
import { STUDY_TEXT } from '../../../../../src/features/study/messages';
import { VIEWER_TEXT } from '../../../../../src/features/viewer/messages';
import { CONCEPT_SOURCE_TEXT } from '../../../../../src/lib/concepts';
import { API_ERRORS } from '../../../../../src/data/api';
import { TRANSFER_MESSAGES } from '../../../../../src/data/card-transfer';
import { DEVICE_ENGINE_TEXT } from '../../../../../src/data/device-engine';
import { FILE_MESSAGES } from '../../../../../src/data/files';
import { ERROR_TEXT } from '../../../../../src/lib/errors';
import { PDF_VIEWER_TEXT } from '../../../../../src/pdf-viewer/messages';
import { SAVED_HERE } from '../../../../../src/ui/useStudyActions';

export const ENGLISH = {
  app: APP_TEXT,
  offline: OFFLINE_TEXT,
  ui: UI_TEXT,
  savedHere: SAVED_HERE,
  fileStatus: FILE_STATUS_TEXT,
  attachments: ATTACHMENT_MESSAGES,
  historyPreview: HISTORY_PREVIEW_TEXT,
  pagination: PAGINATION_TEXT,
  socketIndicator: SOCKET_INDICATOR,
  socketMessages: SOCKET_MESSAGES,
  chat: CHAT_TEXT,
  chatErrors: CHAT_ERRORS,
  voice: VOICE_TEXT,
  knowledge: KNOWLEDGE_TEXT,
  live: LIVE_TEXT,
  history: HISTORY_TEXT,
  settings: SETTINGS_TEXT,
  deleteAlerts: DELETE_ALERTS,
  auth: AUTH_TEXT,
  billing: BILLING_TEXT,
  paymentErrors: PAYMENT_ERRORS,
  concepts: CONCEPT_TEXT,
  conceptSource: CONCEPT_SOURCE_TEXT,
  flashcards: FLASHCARD_TEXT,
  home: HOME_TEXT,
  onboarding: ONBOARDING_TEXT,
  quiz: QUIZ_TEXT,
  search: SEARCH_TEXT,
  study: STUDY_TEXT,
  viewer: VIEWER_TEXT,
  apiErrors: API_ERRORS,
  deviceEngine: DEVICE_ENGINE_TEXT,
  errors: ERROR_TEXT,
  fileList: FILE_MESSAGES,
  cardTransfer: TRANSFER_MESSAGES,
  pdfViewer: PDF_VIEWER_TEXT,
} satisfies { [K in SectionName]: Sections[K] };
