// The mirror: this device's copy of the user's files, study items and chats, kept fresh with
// incremental pulls (README "Incremental lists" and "Local-first reads").
export { FILES_TOTAL_KEY, registerFileChildTable, removeFiles } from './collections';
export { forgetCursors } from './cursors';
export { pullCollection, type MirrorCollection, type MirrorPage, type PullResult } from './pull';
export {
  disposeMirror,
  getMirror,
  registerMirrorCollection,
  startMirrorSync,
  syncMirror,
} from './user-mirror';
