import type { MouseEvent, ReactNode } from 'react';
import { openViewer, type FileRecord } from '../../data/files';
import { interceptLink, linkableHref } from '../../lib/links';

/**
 * A link inside an answer: our files and document links open in the viewer (SPEC point 2).
 * Only http(s) links are links; any other target shows its text alone.
 */
export function MessageLink({
  href,
  files,
  children,
}: {
  href: string | undefined;
  files: readonly FileRecord[];
  children: ReactNode;
}) {
  if (linkableHref(href, window.location.href) === null) {
    return <span className="chat-link-text">{children}</span>;
  }
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const target = interceptLink(href, files, window.location.href);
    if (target.kind === 'ignore') return;
    event.preventDefault();
    if (target.kind === 'viewer') {
      openViewer({ kind: 'file', fileId: target.fileId, position: target.position });
    } else if (target.kind === 'stub') {
      openViewer({ kind: 'external', file: target.file, position: target.position });
    } else {
      window.open(target.href, '_blank', 'noopener,noreferrer');
    }
  }
  return (
    <a href={href} onClick={onClick} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
