import { expose } from 'comlink';
import { SocketClient } from './socket-client';
import type { SocketWorkerApi } from '../src/data/worker-apis/socket-api';

const client = new SocketClient({
  createSocket: (url) => new WebSocket(url),
  setTimer: (callback, ms) => setTimeout(callback, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

const api: SocketWorkerApi = {
  connect: (url, token) => client.connect(url, token),
  pause: () => client.pause(),
  close: () => client.close(),
  subscribe: (callback) => client.subscribe(callback),
};

expose(api);
