// jsdom with the web platform pieces it lacks but browsers (and so our dependencies) have:
// firebase/auth needs fetch at import time, Apollo's HttpLink needs fetch/Response/Headers,
// and the Web Streams / TextEncoder / structuredClone globals back them; Web Crypto's subtle.
const { TestEnvironment } = require('jest-environment-jsdom');

const fromNode = [
  'fetch',
  'Request',
  'Response',
  'Headers',
  'FormData',
  'Blob',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'structuredClone',
  'BroadcastChannel',
];

// Node's fetch pools keep-alive sockets per worker process, across test files. The Auth emulator
// closes idle ones after 5 s; a request that picks such a socket up as it closes fails with
// "other side closed" before the emulator has read it (seen on a loaded machine). Browsers retry
// that case themselves; do the same, once.
function isStaleSocket(error) {
  return error instanceof TypeError && error.cause && error.cause.code === 'UND_ERR_SOCKET';
}

async function fetchRetryingStaleSockets(input, init) {
  try {
    return await globalThis.fetch(input, init);
  } catch (error) {
    if (!isStaleSocket(error)) throw error;
    return globalThis.fetch(input, init);
  }
}

class JsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of fromNode) {
      if (typeof this.global[name] === 'undefined' && typeof globalThis[name] !== 'undefined') {
        this.global[name] = name === 'fetch' ? fetchRetryingStaleSockets : globalThis[name];
      }
    }
    // jsdom's crypto has getRandomValues but no subtle (the operation log's checksum uses it).
    // (window.crypto is a getter: define the property rather than assign it.)
    if (!this.global.crypto || !this.global.crypto.subtle) {
      Object.defineProperty(this.global, 'crypto', { value: require('node:crypto').webcrypto, configurable: true, writable: true });
    }
  }
}

module.exports = JsdomEnvironment;
