/**
 * The sections of the message catalogue, by name. Each module that holds English texts (a
 * feature's messages.ts, a rule of src/lib that words something) adds its section here with
 * TypeScript's interface merging:
 *
 *   declare module '../../lib/i18n/sections' {
 *     interface Sections { chat: typeof CHAT_TEXT }
 *   }
 *
 * so the English texts stay in the chunk of the screen that shows them, while the type of the
 * whole catalogue (which every translation must fill) is known here without importing them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface Sections {}
