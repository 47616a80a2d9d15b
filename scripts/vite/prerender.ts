import path from 'node:path';
import react from '@vitejs/plugin-react';
import {
  createServer,
  type IndexHtmlTransformContext,
  type Plugin,
  type ResolvedConfig,
  type Rollup,
} from 'vite';

/** What src/app/prerender.tsx exports (loaded through Vite's SSR loader, not imported). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  renderPage(path: string): string;
  CHAT_FRAME_PATH: string;
  CHAT_FRAME_LANGUAGES: readonly string[];
  renderChatFrame(language: string, mobile: boolean): string;
}

/** The signed-in chat frame of one language and layout (what the boot script shows). */
interface ChatFrame {
  language: string;
  layout: 'mobile' | 'desktop';
  markup: string;
}

interface Rendered {
  pages: Map<string, string>;
  chatPath: string;
  chatFrames: ChatFrame[];
}

/**
 * The signed-in screens whose code the boot script starts downloading together with the main
 * chunk for a returning student (instead of after it has run): path → the modules to preload.
 */
const SIGNED_IN_ROUTES: Record<string, string[]> = {
  '/chat': ['src/app/ChatRoute.tsx'],
  '/study': ['src/app/StudyRoute.tsx'],
  '/settings': ['src/app/SettingsRoute.tsx'],
};
/**
 * Every signed-in screen starts the session with these: what its first paint needs (the user
 * and subscription remembered on the device, Dexie). The rest of the user's session (outbox,
 * mirror, socket, Firebase, the API schemas) loads after that paint.
 */
const SESSION_MODULES = [
  'src/data/session/start.ts',
  'src/data/session/remembered-session.ts',
  'src/app/SignedInNotices.tsx',
];

async function renderPages(config: ResolvedConfig): Promise<Rendered> {
  const server = await createServer({
    root: config.root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    plugins: [react()],
    resolve: { alias: config.resolve.alias },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/app/prerender.tsx')) as PrerenderModule;
    const pages = new Map(module.PRERENDERED_PATHS.map((page) => [page, module.renderPage(page)]));
    const chatFrames = module.CHAT_FRAME_LANGUAGES.flatMap((language) =>
      (['mobile', 'desktop'] as const).map((layout) => ({
        language,
        layout,
        markup: module.renderChatFrame(language, layout === 'mobile'),
      })),
    );
    return { pages, chatPath: module.CHAT_FRAME_PATH, chatFrames };
  } finally {
    await server.close();
  }
}

function chunkOf(bundle: Rollup.OutputBundle, root: string, module: string) {
  const id = path.resolve(root, module);
  const chunk = Object.values(bundle).find(
    (item): item is Rollup.OutputChunk =>
      item.type === 'chunk' && (item.facadeModuleId === id || item.moduleIds.includes(id)),
  );
  if (!chunk) throw new Error(`prerender: no chunk for ${module}`);
  return chunk;
}

/** The chunk's own file and every chunk it imports statically, with their stylesheets. */
function closure(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, into: Set<string>): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) into.add(css);
  for (const file of chunk.imports) {
    const imported = bundle[file];
    if (imported?.type === 'chunk') closure(bundle, imported, into);
  }
}

/** For each signed-in path, the files its screen needs that the main chunk does not hold. */
function signedInPreloads(
  bundle: Rollup.OutputBundle,
  config: ResolvedConfig,
  mainFile: string,
): Record<string, string[]> {
  const main = bundle[mainFile];
  if (main?.type !== 'chunk') throw new Error(`prerender: no main chunk ${mainFile}`);
  const loaded = new Set<string>();
  closure(bundle, main, loaded);
  const base = config.base;
  const result: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(SIGNED_IN_ROUTES)) {
    const files = new Set<string>();
    for (const module of [...SESSION_MODULES, ...modules]) {
      closure(bundle, chunkOf(bundle, config.root, module), files);
    }
    result[route] = [...files].filter((file) => !loaded.has(file)).map((file) => base + file);
  }
  return result;
}

/** The stylesheets of a signed-in screen's code (the chat frame needs them to look as it will). */
function screenCss(bundle: Rollup.OutputBundle, config: ResolvedConfig, route: string): string {
  const files = new Set<string>();
  for (const module of SIGNED_IN_ROUTES[route] ?? []) {
    closure(bundle, chunkOf(bundle, config.root, module), files);
  }
  return [...files]
    .filter((file) => file.endsWith('.css'))
    .map((file) => {
      const css = bundle[file];
      if (css?.type !== 'asset') throw new Error(`prerender: no stylesheet ${file}`);
      return String(css.source);
    })
    .join('');
}

/** Replaces the one match of `pattern` (no flags) in `html`; a build error otherwise. */
function replaceOnce(html: string, pattern: RegExp, by: string): string {
  const count = html.match(new RegExp(pattern.source, 'g'))?.length ?? 0;
  if (count !== 1) throw new Error(`prerender: index.html has ${count} of ${String(pattern)}`);
  return html.replace(pattern, () => by);
}

/**
 * The built index.html paints its page before any script runs: the home page and the sign-in
 * page rendered with react-dom/server (src/app/prerender.tsx), the main stylesheet inlined, and
 * the main chunk fetched and started by the boot script only after the first contentful paint
 * (for a returning student at once, with their screen's code). The boot script (inline in
 * index.html) picks the page for the URL's route; its hash is allowed by the server's CSP.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mnemo:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html: string, ctx: IndexHtmlTransformContext) {
        if (path.resolve(ctx.filename) !== path.resolve(config.root, 'index.html')) return html;
        const bundle = ctx.bundle;
        if (!bundle) throw new Error('prerender: no bundle');
        const { pages, chatPath, chatFrames } = await renderPages(config);

        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        const mainUrl = entry?.[1];
        if (!entry || !mainUrl) throw new Error('prerender: no entry script in index.html');
        // No request for code before the first paint of a public page (Lighthouse counts every
        // request started before it): the boot script fetches the main chunk and its imports.
        html = html.replace(entry[0], '');
        const mainFiles = [mainUrl];
        html = html.replace(
          /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g,
          (_, href) => {
            mainFiles.push(String(href));
            return '';
          },
        );
        const preloads = signedInPreloads(bundle, config, mainUrl.slice(config.base.length));
        html = replaceOnce(
          html,
          /<script data-boot>/,
          `<script data-boot data-main='${JSON.stringify(mainFiles)}' data-preload='${JSON.stringify(preloads)}'>`,
        );

        const stylesheet = /<link rel="stylesheet" crossorigin href="([^"]+)">/.exec(html);
        const cssFile = stylesheet?.[1]?.slice(config.base.length);
        const css = cssFile ? bundle[cssFile] : undefined;
        if (!stylesheet || css?.type !== 'asset') throw new Error('prerender: no main stylesheet');
        html = html.replace(stylesheet[0], () => `<style>${String(css.source)}</style>`);

        const home = pages.get('/') ?? '';
        html = replaceOnce(
          html,
          /<div id="root">\s*<!--prerendered-->\s*<\/div>/,
          `<div id="root" data-prerendered="/">${home}</div>`,
        );
        const templates = [...pages]
          .filter(([page]) => page !== '/')
          .map(([page, markup]) => `<template data-prerendered="${page}">${markup}</template>`)
          .join('');
        // The signed-in chat frame: one stylesheet, then a page per language and layout.
        const frames =
          `<template data-frame-style="${chatPath}"><style>${screenCss(bundle, config, chatPath)}</style></template>` +
          chatFrames
            .map(
              ({ language, layout, markup }) =>
                `<template data-frame="${chatPath}" data-language="${language}" data-layout="${layout}">${markup}</template>`,
            )
            .join('');
        return replaceOnce(html, /<!--prerendered-pages-->/, templates + frames);
      },
    },
  };
}
