// A stand-in for Google's gapi loader (https://apis.google.com/js/api.js) for the browser tests.
// Firebase's popup sign-in talks to a helper iframe through gapi.iframes, and so does the Auth
// emulator's helper page; the test machine has no internet, so both get this small
// implementation of the part they use: open an iframe, register handlers, send a message and get
// the handlers' answers, ping. Messages travel with window.postMessage, as with the real library.
// Production browsers load Google's real script.
export const GAPI_IFRAMES_SHIM = String.raw`
(function () {
  var handlers = {};
  var queued = {};
  var pending = {};
  var readyWindows = [];
  var readyWaiters = [];
  var seq = 0;

  function answer(source, id, result) {
    source.postMessage({ __gapiShim: 'res', id: id, result: result === undefined ? [] : [result] }, '*');
  }

  function channel(getTarget) {
    return {
      register: function (name, fn) {
        handlers[name] = fn;
        (queued[name] || []).forEach(function (request) { answer(request.source, request.id, fn(request.data)); });
        delete queued[name];
      },
      unregister: function (name) { delete handlers[name]; },
      send: function (type, data, callback) {
        var id = 'm' + ++seq;
        pending[id] = callback;
        getTarget().postMessage({ __gapiShim: 'req', id: id, type: type, data: data }, '*');
      },
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) {
        return new Promise(function (resolve) {
          function done() { if (callback) callback(); resolve(); }
          if (readyWindows.indexOf(getTarget()) >= 0) return done();
          readyWaiters.push({ target: getTarget, done: done });
        });
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message.__gapiShim) return;
    if (message.__gapiShim === 'req') {
      var handler = handlers[message.type];
      if (handler) return answer(event.source, message.id, handler(message.data));
      // Not registered yet (the page registers after the iframe says it is ready): keep it.
      (queued[message.type] = queued[message.type] || []).push({ source: event.source, id: message.id, data: message.data });
    } else if (message.__gapiShim === 'res') {
      var callback = pending[message.id];
      delete pending[message.id];
      if (callback) callback(message.result);
    } else if (message.__gapiShim === 'ready') {
      readyWindows.push(event.source);
      readyWaiters = readyWaiters.filter(function (waiter) {
        if (waiter.target() !== event.source) return true;
        waiter.done();
        return false;
      });
    }
  });

  window.gapi = {
    load: function (_name, options) {
      setTimeout(typeof options === 'function' ? options : options.callback);
    },
    iframes: {
      CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
      Iframe: function () {},
      getContext: function () {
        return {
          open: function (options, callback) {
            var frame = document.createElement('iframe');
            frame.src = options.url;
            var attributes = (options.attributes && options.attributes.style) || {};
            Object.keys(attributes).forEach(function (key) { frame.style[key] = attributes[key]; });
            frame.style.display = 'none';
            options.where.appendChild(frame);
            return callback(channel(function () { return frame.contentWindow; }));
          },
          getParentIframe: function () {
            window.parent.postMessage({ __gapiShim: 'ready' }, '*');
            return channel(function () { return window.parent; });
          },
        };
      },
    },
  };

  var script = document.currentScript;
  var onload = script && /[?&]onload=([^&]+)/.exec(script.src);
  if (onload && typeof window[onload[1]] === 'function') setTimeout(window[onload[1]]);
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload);
})();
`;
