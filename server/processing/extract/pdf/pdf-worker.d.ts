// pdf.js's worker code (the package ships no types for it). Imported for its effect: it sets
// `globalThis.pdfjsWorker`, which pdf.js's "fake worker" in Node then uses.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
