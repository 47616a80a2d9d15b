import { useText } from '../../ui/i18n';
export const ONBOARDING_STEPS = 3;

export const ONBOARDING_TEXT = {
  greeting: (name: string) => `Welcome to Mnemo, ${name}!`,
  intro:
    'Mnemo helps you learn from your own material. This short tour shows you around — it takes less than a minute.',
  capabilitiesTitle: 'What you can do',
  capabilities: [
    'Upload documents — PDFs, text, images, videos and YouTube links',
    'Generate flashcards and quizzes from every file',
    'Extract key concepts with the page or moment they came from',
    'Ask questions about your documents and get answers from them',
  ],
  doneTitle: "You're All Set!",
  doneBody: 'Add your first document with the + button in the chat, and Mnemo does the rest.',
  skip: 'Skip Tour',
  next: 'Next',
  getStarted: 'Get Started',
  progress: (step: number) => `Step ${step} of ${ONBOARDING_STEPS}`,
  /** SPEC point 2: whom step 1 greets without a first name. */
  there: 'there',
} as const;

/** First word of the display name, or 'there' (SPEC point 2 "Onboarding"). */
export function firstName(
  displayName: string | null | undefined,
  there: string = ONBOARDING_TEXT.there,
): string {
  const first = displayName?.trim().split(/\s+/)[0];
  return first || there;
}

declare module '../../lib/i18n/sections' {
  interface Sections {
    onboarding: typeof ONBOARDING_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useOnboardingText = () => useText('onboarding', ONBOARDING_TEXT);
