import { endDeviceEngine } from '../chunks';
import { closeUserDb } from '../db';
import { stopLive } from '../live';
import { disposeMirror } from '../mirror';
import { disposeOutbox } from '../outbox';
import { resetFilesPaging } from '../screen-state';
import { forgetUser } from './remembered-user';

/** Closes what the signed-in user had open in this page (their data stays on the device). */
export async function endUserSession(): Promise<void> {
  forgetUser();
  resetFilesPaging();
  disposeOutbox();
  disposeMirror();
  endDeviceEngine();
  closeUserDb();
  await stopLive().catch((error: unknown) => console.error('Socket close failed', error));
}
