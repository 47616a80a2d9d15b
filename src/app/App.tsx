import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { SessionProvider } from '../data/session';
import { createAppRouter } from './routes';
import { ToastProvider } from '../ui/toasts';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ToastProvider>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </ToastProvider>
  );
}
