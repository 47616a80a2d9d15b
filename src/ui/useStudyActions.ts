import { useState } from 'react';
import { textOf } from '../lib/i18n/current';

/** How a study tab reports an outcome; `useToast().show` fits. */
export type Notify = (message: string, type: 'success' | 'error' | 'info') => void;

/**
 * A change the server has not seen yet (offline, out of reach, a 5xx, or slow): it is kept on
 * this device and sent later (README "Decisions where the spec is silent").
 */
export const SAVED_HERE = {
  saved: 'Saved on this device — will sync',
  deleted: 'Deleted on this device — will sync',
} as const;

/** A write's outcome says `synced: false` when it waits on this device to be sent. */
function savedHereOnly(outcome: unknown): boolean {
  return (
    typeof outcome === 'object' &&
    outcome !== null &&
    'synced' in outcome &&
    outcome.synced === false
  );
}

/**
 * Runs one write: when the server has it, shows `success` (SPEC point 8); when it is saved on
 * this device only, says so (`savedHere`); both resolve true. On a refusal shows
 * `describe(error)` and resolves false. Never rejects.
 */
export async function runMutation(
  notify: Notify,
  action: () => Promise<unknown>,
  success: string,
  describe: (error: unknown) => string,
  savedHere: string = textOf('savedHere', SAVED_HERE).saved,
): Promise<boolean> {
  try {
    const outcome = await action();
    if (savedHereOnly(outcome)) notify(savedHere, 'info');
    else notify(success, 'success');
    return true;
  } catch (error) {
    notify(describe(error), 'error');
    return false;
  }
}

/** The SPEC point 8 error text of each write of a kind of study item. */
export type WriteErrorTexts = Readonly<
  Record<'create' | 'update' | 'delete', (error: unknown) => string>
>;

/** A `describe` for runMutation that logs the error for the developer and shows `text`. */
export const loggedAs =
  (text: string) =>
  (error: unknown): string => {
    console.error(error);
    return text;
  };

export interface StudyActionsText {
  created: string;
  updated: string;
  deleted: string;
  mustLogIn: string;
  confirmDelete: string;
}

export interface StudyActionsConfig<Item, Draft, Edit> {
  notify: Notify;
  /** Update and delete need a signed-in user (SPEC point 8); create does not ask. */
  signedIn: boolean;
  text: StudyActionsText;
  create: (draft: Draft) => Promise<unknown>;
  update: (item: Item, edit: Edit) => Promise<unknown>;
  remove: (item: Item) => Promise<unknown>;
  createError: (error: unknown) => string;
  updateError: (error: unknown) => string;
  deleteError: (error: unknown) => string;
}

/**
 * The create / update / delete orchestration of a study tab (flashcards, quiz): the open
 * state of the create form, toasts, the sign-in check and the delete confirmation.
 */
export function useStudyActions<Item, Draft, Edit>(config: StudyActionsConfig<Item, Draft, Edit>) {
  const { notify, signedIn, text } = config;
  const [creating, setCreating] = useState(false);

  async function create(draft: Draft): Promise<boolean> {
    const ok = await runMutation(
      notify,
      () => config.create(draft),
      text.created,
      config.createError,
    );
    if (ok) setCreating(false);
    return ok;
  }

  async function update(item: Item, edit: Edit): Promise<boolean> {
    if (!signedIn) {
      notify(text.mustLogIn, 'error');
      return false;
    }
    return runMutation(notify, () => config.update(item, edit), text.updated, config.updateError);
  }

  async function remove(item: Item): Promise<void> {
    if (!signedIn) return notify(text.mustLogIn, 'error');
    if (!window.confirm(text.confirmDelete)) return;
    await runMutation(
      notify,
      () => config.remove(item),
      text.deleted,
      config.deleteError,
      textOf('savedHere', SAVED_HERE).deleted,
    );
  }

  return {
    creating,
    toggleCreating: () => setCreating((c) => !c),
    closeCreate: () => setCreating(false),
    create,
    update,
    remove,
  };
}
