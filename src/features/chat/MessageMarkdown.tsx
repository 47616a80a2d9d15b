import Markdown from 'react-markdown';
import type { FileRecord } from '../../data/files';
import { MessageLink } from './MessageLink';

/**
 * A message as markdown without raw HTML; links to files open in the viewer, links that are not
 * http(s) show as text (MessageLink), and images show their alt text (answers carry none of
 * their own; a picture would load from anywhere). Loaded with the
 * first message shown (MessageBubble): the chat screen opens with no chat selected, so the
 * markdown parser stays off its first paint.
 */
export default function MessageMarkdown({
  content,
  files,
}: {
  content: string;
  files: readonly FileRecord[];
}) {
  return (
    <Markdown
      skipHtml
      components={{
        a: ({ href, children }) => (
          <MessageLink href={href} files={files}>
            {children}
          </MessageLink>
        ),
        img: ({ alt }) => <span>{alt}</span>,
      }}
    >
      {content}
    </Markdown>
  );
}
