import { lazy } from 'react';
import ChatScreen from '../features/chat/ChatScreen';
import { AfterPaint } from '../ui/AfterPaint';

// One chunk for every panel, requested once the conversation has been painted.
const panels = () => import('./chat-panels');
const Knowledge = lazy(() => panels().then((m) => ({ default: m.Knowledge })));
const Search = lazy(() => panels().then((m) => ({ default: m.Search })));
const History = lazy(() => panels().then((m) => ({ default: m.History })));
const Viewer = lazy(() => panels().then((m) => ({ default: m.Viewer })));
const Study = lazy(() => panels().then((m) => ({ default: m.Study })));

/** The chat screen composed here because features do not import each other. */
export default function ChatRoute() {
  return (
    <ChatScreen
      knowledge={
        <AfterPaint>
          <Knowledge />
        </AfterPaint>
      }
      search={
        <AfterPaint>
          <Search />
        </AfterPaint>
      }
      history={
        <AfterPaint>
          <History />
        </AfterPaint>
      }
      viewer={
        <AfterPaint>
          <Viewer />
        </AfterPaint>
      }
      study={
        <AfterPaint>
          <Study />
        </AfterPaint>
      }
    />
  );
}
