import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../data/session';
import { createAppRouter, type AppRouter } from './routes';
import { ToastProvider } from '../ui/toasts';

/** `router`: the build's prerender renders a given path (src/app/prerender.tsx). */
export function App({ router: given }: { router?: AppRouter }) {
  const [router] = useState(() => given ?? createAppRouter());
  return (
    <ToastProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>
  );
}
