/** schema.org data of the home page; price 0 USD is the public "free" reading of SPEC point 1. */
export const STRUCTURED_DATA = {
  '@context': 'https://schema.org',
  '@type': 'SoftwareApplication',
  name: 'Mnemo',
  applicationCategory: 'EducationalApplication',
  operatingSystem: 'Web',
  description:
    'AI study assistant: turns your documents and videos into key concepts, flashcards and quizzes, and answers questions from your own material.',
  offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
} as const;

/** JSON for a <script> element: '<' is escaped so the text can never close the tag. */
export function structuredDataJson(): string {
  return JSON.stringify(STRUCTURED_DATA).replace(/</g, '\\u003c');
}
