// Plain values of the contract, with no schema: the PWA's first screen reads these without
// loading zod (the schemas that use them import them from here).

export const LANGUAGES = ['English', 'French', 'German', 'Spanish', 'Chinese', 'Japanese'] as const;
export type Language = (typeof LANGUAGES)[number];

export const COMPREHENSION_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export type ComprehensionLevel = (typeof COMPREHENSION_LEVELS)[number];

/** Statuses that open /chat (SPEC point 4). */
export const CHAT_STATUSES = ['active', 'trialing'] as const;

/** The upload size limit a client assumes when the server has not said (MAX_UPLOAD_MB's default). */
export const DEFAULT_MAX_UPLOAD_BYTES = 100 * 1024 * 1024;
