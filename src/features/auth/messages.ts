import { useText } from '../../ui/i18n';
export const AUTH_TEXT = {
  title: 'Welcome to Mnemo',
  subtitle: 'Sign in to turn your documents into flashcards, quizzes and answers.',
  loading: 'Loading...',
  signIn: 'Sign in with Google',
  signUp: 'Sign up with Google',
  signOut: 'Sign Out',
  signingOut: 'Signing out...',
  signedInAs: (who: string) => `Signed in as ${who}`,
  continue: 'Continue to Mnemo',
  connecting: 'Connecting to sign-in service…',
  configError: 'Cannot reach the Mnemo server. Check your connection and try again.',
  retry: 'Try again',
  localTitle: 'Sign in locally',
  localBody:
    "Google's sign-in cannot be reached from here (no internet connection). This Mnemo server runs its own sign-in service, so you can continue with a local account.",
  localName: 'Name',
  localEmail: 'Email',
  localSubmit: 'Continue',
  localSubmitting: 'Signing in...',
  localFailed: 'Local sign-in failed. Please try again.',
  backHome: 'Back to home',
} as const;

declare module '../../lib/i18n/sections' {
  interface Sections {
    auth: typeof AUTH_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useAuthText = () => useText('auth', AUTH_TEXT);
