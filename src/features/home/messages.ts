import { useText } from '../../ui/i18n';
export const HOME_TEXT = {
  title: 'Mnemo',
  signIn: 'Sign In',
  signUp: 'Sign Up',
  heroTitle: 'Study smarter with your own material',
  heroBody:
    'Upload your notes, PDFs and lecture videos. Mnemo extracts the key concepts, builds flashcards and quizzes, and answers your questions from your own documents — even offline.',
  previewLabel: 'Try it: paste text or add a document',
  previewPlaceholder: 'Paste your notes here or upload a document to get started...',
  addFile: 'Add a file (PDF, Word or text)',
  send: 'Send',
  unsupportedFile: 'Only PDF, Word (.doc, .docx) and text (.txt) files can be added.',
  featuresTitle: 'Everything you need to learn it for good',
  cta: 'Try Mnemo',
  ctaBody: 'Free to use. Sign in with Google and start with your first document.',
  footer: '© 2025 Mnemo',
  accountNav: 'Account',
  previewForm: 'Try Mnemo',
  /** SPEC point 2's feature grid, by icon. */
  features: {
    cards: {
      title: 'Create Flashcards',
      body: 'Turn every document into a deck of question-and-answer cards and track what you know.',
    },
    bulb: {
      title: 'Extract Key Concepts',
      body: 'Get the ideas that matter, each linked to the page or moment of the video it came from.',
    },
    check: {
      title: 'Self-Assessment Quizzes',
      body: 'Check yourself with multiple-choice and true/false questions made from your material.',
    },
    search: {
      title: 'Search Information',
      body: 'Find any passage across all your files, and ask the assistant to explain it.',
    },
  },
} as const;

export const HOME_ACCEPT = '.pdf,.doc,.docx,.txt';
export const HOME_EXTENSIONS = ['pdf', 'doc', 'docx', 'txt'] as const;

export type FeatureIconName = 'cards' | 'bulb' | 'check' | 'search';

export const FEATURE_ICONS: readonly FeatureIconName[] = ['cards', 'bulb', 'check', 'search'];

export const FEATURES: ReadonlyArray<{ icon: FeatureIconName; title: string; body: string }> =
  FEATURE_ICONS.map((icon) => ({ icon, ...HOME_TEXT.features[icon] }));

declare module '../../lib/i18n/sections' {
  interface Sections {
    home: typeof HOME_TEXT;
  }
}

/** The texts above in the interface's language (re-renders when the setting changes). */
export const useHomeText = () => useText('home', HOME_TEXT);
