import { Navigate, createHashRouter, type RouteObject } from 'react-router-dom';
import LoginPage from '../features/auth/LoginPage';
import { HomeRoute } from './HomeRoute';
import { lazyRoute } from './lazy';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';
import { RouteGuard } from './RouteGuard';
import { SignedInRedirect } from './SignedInRedirect';

// The sign-in page is in the entry chunk: it is the other page a first visit opens, and one
// request less on its path (about 2 KB).
const WelcomePage = lazyRoute(() => import('../features/onboarding/WelcomePage'), 2);
const SettingsRoute = lazyRoute(() => import('./SettingsRoute'), 3);
const ChatScreen = lazyRoute(() => import('./ChatRoute'), 4);
const StudyRoute = lazyRoute(() => import('./StudyRoute'), 5);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        path: '/login',
        element: (
          <SignedInRedirect>
            <LoginPage />
          </SignedInRedirect>
        ),
      },
      {
        path: '/welcome',
        element: (
          <RouteGuard access="signed-in" preload={WelcomePage.preload}>
            <WelcomePage />
          </RouteGuard>
        ),
      },
      {
        path: '/settings',
        element: (
          <RouteGuard access="signed-in" preload={SettingsRoute.preload}>
            <SettingsRoute />
          </RouteGuard>
        ),
      },
      {
        path: '/chat',
        element: (
          <RouteGuard access="chat" waitFor="loadingSession" preload={ChatScreen.preload}>
            <ChatScreen />
          </RouteGuard>
        ),
      },
      ...['/study', '/study/:fileId'].map((path) => ({
        path,
        element: (
          <RouteGuard access="chat" waitFor="loadingSession" preload={StudyRoute.preload}>
            <StudyRoute />
          </RouteGuard>
        ),
      })),
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

export type AppRouter = ReturnType<typeof createHashRouter>;

export function createAppRouter(): AppRouter {
  return createHashRouter(routes);
}
