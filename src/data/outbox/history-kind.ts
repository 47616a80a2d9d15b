/** The kind under which a chat made on this device records its server id (temporary-ids.ts). */
export const HISTORY_KIND = 'history';
