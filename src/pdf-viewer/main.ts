import { GlobalWorkerOptions, getDocument, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { parseBody } from '../data/api';
import { downloadFile, keepFile, keptFile } from '../data/file-cache';
import { CONFIG_CACHE_KEY } from '../data/telemetry-config';
import { ownContentUrl } from '../lib/links';
import { isGotoPageMessage } from '../lib/player';
import { showLanguage } from '../app/language';
import { readPreferences } from '../data/preferences';
import { textOf } from '../lib/i18n/current';
import { PDF_VIEWER_TEXT } from './messages';
import './pdf-viewer.css';

/**
 * Our own PDF page for the file viewer's frame: renders `?file=<url>` (only our own content link,
 * on this origin) with pdf.js, opens at
 * `?page=N` or `#page=N`, and obeys `postMessage({ type: 'goto-page', page })` from the
 * parent of the same origin. With `?id=<file id>&cache=<cache>` it reads the PDF kept on this
 * device first (offline too), and with `keep=1` keeps what it downloads there.
 */
GlobalWorkerOptions.workerSrc = workerUrl;

function el<T extends HTMLElement>(id: string): T {
  const found = document.getElementById(id);
  if (!found) throw new Error(`#${id} missing`);
  return found as T;
}

const pages = el<HTMLElement>('pdfv-pages');
const status = el<HTMLElement>('pdfv-status');
const pageInput = el<HTMLInputElement>('pdfv-page');
const count = el<HTMLElement>('pdfv-count');

/** The page's texts in the language of the app's setting (read from this device's storage). */
const text = () => textOf('pdfViewer', PDF_VIEWER_TEXT);

function applyTexts(): void {
  const t = text();
  document.title = t.title;
  el('pdfv-prev').setAttribute('aria-label', t.previous);
  el('pdfv-next').setAttribute('aria-label', t.next);
  el('pdfv-zoom-out').setAttribute('aria-label', t.zoomOut);
  el('pdfv-zoom-in').setAttribute('aria-label', t.zoomIn);
  const label = document.querySelector('label[for="pdfv-page"]');
  if (label) label.textContent = t.pageNumber;
  if (!doc) status.textContent = t.loading;
}

const params = new URLSearchParams(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
/**
 * The origin of presigned file links (an S3 bucket) when the server hands those out, from the
 * client config the app keeps on this device (the app reads it before it opens a file).
 */
function contentOrigin(): string | null {
  const config = parseBody(localStorage.getItem(CONFIG_CACHE_KEY) ?? '');
  const origin = (config as { contentOrigin?: unknown } | null)?.contentOrigin;
  return typeof origin === 'string' && origin !== '' ? origin : null;
}

/** Our own content link (or a presigned link of our file store), or null: nothing else is loaded or linked to. */
const fileUrl = ownContentUrl(params.get('file'), location.origin, contentOrigin());
const fileId = Number(params.get('id'));
const cacheName = params.get('cache');
const keep = params.get('keep') === '1';
let scale = 1.25;
let doc: PDFDocumentProxy | null = null;
let current = Number(params.get('page') ?? hash.get('page') ?? 1) || 1;
const rendered = new Map<number, number>();

function showError(message: string): void {
  status.textContent = message;
  if (fileUrl) {
    status.append(' ');
    const link = document.createElement('a');
    link.href = fileUrl.toString();
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = text().openFile;
    status.append(link);
  }
}

async function renderPage(n: number, holder: HTMLElement): Promise<void> {
  if (!doc || rendered.get(n) === scale) return;
  rendered.set(n, scale);
  const page = await doc.getPage(n);
  const viewport = page.getViewport({ scale });
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width * ratio);
  canvas.height = Math.floor(viewport.height * ratio);
  canvas.style.width = `${Math.floor(viewport.width)}px`;
  canvas.setAttribute('aria-label', text().page(n));
  await page.render({
    canvas,
    viewport,
    transform: ratio !== 1 ? [ratio, 0, 0, ratio, 0, 0] : undefined,
  }).promise;
  holder.replaceChildren(canvas);
}

const observer = new IntersectionObserver(
  (entries) => {
    for (const entry of entries) {
      const n = Number((entry.target as HTMLElement).dataset.page);
      if (entry.isIntersecting) void renderPage(n, entry.target as HTMLElement);
    }
    const visible = entries.find((e) => e.isIntersecting && e.intersectionRatio > 0.5);
    if (visible) setCurrent(Number((visible.target as HTMLElement).dataset.page), false);
  },
  { rootMargin: '200px 0px', threshold: [0, 0.5] },
);

function setCurrent(n: number, scroll: boolean): void {
  if (!doc) {
    // Not loaded yet: remember the page; layout() scrolls to it.
    current = Math.max(1, Math.round(n)) || 1;
    return;
  }
  current = Math.min(Math.max(1, Math.round(n)), doc.numPages);
  pageInput.value = String(current);
  if (scroll)
    document.querySelector(`[data-page="${current}"]`)?.scrollIntoView({ block: 'start' });
}

async function layout(): Promise<void> {
  if (!doc) return;
  const first = await doc.getPage(1);
  const base = first.getViewport({ scale });
  observer.disconnect();
  rendered.clear();
  const holders: HTMLElement[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const holder = document.createElement('div');
    holder.className = 'pdfv-page';
    holder.dataset.page = String(n);
    holder.style.width = `${Math.floor(base.width)}px`;
    holder.style.minHeight = `${Math.floor(base.height)}px`;
    holders.push(holder);
  }
  pages.replaceChildren(...holders);
  for (const holder of holders) observer.observe(holder);
  setCurrent(current, true);
}

/** The PDF's bytes: kept on this device, else downloaded (and kept when asked). */
async function pdfBytes(): Promise<Uint8Array | null> {
  const kept = cacheName && fileId > 0 ? await keptFile(cacheName, fileId).catch(() => null) : null;
  if (kept) return new Uint8Array(await kept.arrayBuffer());
  if (!fileUrl) return null;
  const blob = await downloadFile(fileUrl.toString());
  if (keep && cacheName && fileId > 0) {
    keepFile(cacheName, fileId, blob).catch((error: unknown) =>
      console.warn('Could not keep the PDF on this device', error),
    );
  }
  return new Uint8Array(await blob.arrayBuffer());
}

async function open(): Promise<void> {
  if (!fileUrl && !(cacheName && fileId > 0)) return showError(text().cannotShow);
  try {
    const data = await pdfBytes();
    if (!data) return showError(text().cannotShow);
    doc = await getDocument({ data }).promise;
    count.textContent = `/ ${doc.numPages}`;
    pageInput.max = String(doc.numPages);
    await layout();
  } catch (error) {
    console.error(error);
    showError(navigator.onLine ? text().failed : text().notKept);
  }
}

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  if (event.origin !== location.origin || event.source !== window.parent) return;
  if (isGotoPageMessage(event.data)) setCurrent(event.data.page, true);
});
// Tell the parent we listen now, so a jump requested while this page was loading is re-sent.
window.parent.postMessage({ type: 'pdf-viewer-ready' }, location.origin);

el('pdfv-prev').addEventListener('click', () => setCurrent(current - 1, true));
el('pdfv-next').addEventListener('click', () => setCurrent(current + 1, true));
pageInput.addEventListener('change', () => setCurrent(Number(pageInput.value), true));
el('pdfv-zoom-in').addEventListener('click', () => {
  scale = Math.min(scale + 0.25, 4);
  void layout();
});
el('pdfv-zoom-out').addEventListener('click', () => {
  scale = Math.max(scale - 0.25, 0.5);
  void layout();
});
document.addEventListener('keydown', (e) => {
  if (e.target === pageInput) return;
  if (e.key === 'ArrowRight' || e.key === 'PageDown') setCurrent(current + 1, true);
  if (e.key === 'ArrowLeft' || e.key === 'PageUp') setCurrent(current - 1, true);
});

void showLanguage(readPreferences().selectedLanguage).then(() => {
  applyTexts();
  return open();
});
