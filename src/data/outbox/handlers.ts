// Every kind of operation the outbox carries, registered in one place so the page and the
// service worker read the same queue the same way.
import './study-ops';
import '../reviews/outbox-op';
import './upload-ops';
import './chat-ops';
