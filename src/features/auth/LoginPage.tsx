import { Link, useLocation } from 'react-router-dom';
import { useAuthText } from './messages';
import { SignInPanel } from './SignInPanel';
import './auth.css';

const RETURN_PATHS = new Set(['/chat', '/settings', '/welcome']);

/** Where to go after sign-in: the guarded page that sent the visitor here, else /chat. */
export function redirectPathFrom(state: unknown): string {
  if (state && typeof state === 'object' && 'from' in state && typeof state.from === 'string') {
    if (RETURN_PATHS.has(state.from)) return state.from;
  }
  return '/chat';
}

export default function LoginPage() {
  const authText = useAuthText();
  const location = useLocation();
  return (
    <main id="main" tabIndex={-1} className="page page-narrow login-page">
      <Link to="/" className="brand">
        <img src="/favicon.svg" alt="" width={32} height={32} />
        <span>Mnemo</span>
      </Link>
      <div className="card login-card">
        <h1>{authText.title}</h1>
        <p className="muted">{authText.subtitle}</p>
        <SignInPanel redirectPath={redirectPathFrom(location.state)} />
      </div>
      <p>
        <Link to="/">{authText.backHome}</Link>
      </p>
    </main>
  );
}
