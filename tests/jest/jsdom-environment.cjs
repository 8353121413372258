// jsdom in Jest 30 lacks the fetch family, streams and a few globals that react-router 7,
// RTK Query's fetchBaseQuery and msw need; lend them Node's own implementations.
const JsdomEnvironment = require('jest-environment-jsdom').default;

const borrowed = [
  // Not FormData/Blob/File: React builds FormData from jsdom's own form elements.
  'fetch', 'Request', 'Response', 'Headers',
  'AbortController', 'AbortSignal',
  'TextEncoder', 'TextDecoder', 'TextEncoderStream', 'TextDecoderStream',
  'ReadableStream', 'WritableStream', 'TransformStream',
  // Not MessageChannel: React's scheduler would hold Node's port open and jest would not exit.
  'BroadcastChannel',
  'structuredClone', 'URL', 'URLSearchParams',
];

class DalilJsdomEnvironment extends JsdomEnvironment {
  async setup() {
    await super.setup();
    for (const name of borrowed) {
      if (globalThis[name] !== undefined) this.global[name] = globalThis[name];
    }
  }
}

module.exports = DalilJsdomEnvironment;
