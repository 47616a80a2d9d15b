import { useAppText } from './messages';

export function LoadingScreen({ text }: { text?: string }) {
  const appText = useAppText();
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span>{text ?? appText.loading}</span>
    </div>
  );
}
