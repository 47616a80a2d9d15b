// Test-only stand-in for https://apis.google.com/js/api.js (no internet here). It implements the
// part of gapi that Firebase Auth's popup flow and the Auth emulator's helper iframe use:
// gapi.load('gapi.iframes'), context.open() in the app page, getParentIframe() in the iframe,
// and register/send/ping over postMessage between the two.
(function () {
  var MARK = '__gapiStub';
  var handlers = {};
  var pending = new Map();
  var nextId = 1;

  function channel(target) {
    return {
      register: function (name, handler) {
        handlers[name] = handler;
      },
      send: function (name, data, callback) {
        var id = String(nextId++);
        pending.set(id, callback || function () {});
        target().postMessage({ [MARK]: 'send', id: id, name: name, data: data }, '*');
      },
      restyle: function () {
        return Promise.resolve();
      },
    };
  }

  window.addEventListener('message', function (e) {
    var msg = e.data;
    if (!msg || typeof msg !== 'object' || !msg[MARK]) return;
    if (msg[MARK] === 'send') {
      var handler = handlers[msg.name];
      var result = handler ? handler(msg.data) : undefined;
      e.source.postMessage(
        { [MARK]: 'reply', id: msg.id, responses: result === undefined ? [] : [result] },
        '*',
      );
    } else if (msg[MARK] === 'reply') {
      var cb = pending.get(msg.id);
      pending.delete(msg.id);
      if (cb) cb(msg.responses);
    } else if (msg[MARK] === 'ready') {
      readyCallbacks.splice(0).forEach(function (f) {
        f();
      });
      childReady = true;
    }
  });

  var childReady = false;
  var readyCallbacks = [];

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      frame.src = options.url;
      frame.title = 'Sign-in helper';
      frame.style.position = 'absolute';
      frame.style.width = '1px';
      frame.style.height = '1px';
      frame.style.left = '-9999px';
      (options.where || document.body).appendChild(frame);
      var iframe = channel(function () {
        return frame.contentWindow;
      });
      iframe.ping = function (callback) {
        return new Promise(function (resolve) {
          function done() {
            if (callback) callback();
            resolve();
          }
          if (childReady) done();
          else readyCallbacks.push(done);
        });
      };
      return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
    },
    getParentIframe: function () {
      var parentChannel = channel(function () {
        return window.parent;
      });
      setTimeout(function () {
        window.parent.postMessage({ [MARK]: 'ready' }, '*');
      }, 0);
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () {
      return true;
    },
    Iframe: function () {},
    getContext: function () {
      return context;
    },
  };
  window.gapi.load = function (_name, options) {
    var callback = typeof options === 'function' ? options : options && options.callback;
    setTimeout(function () {
      if (callback) callback();
    }, 0);
  };

  var src = (document.currentScript && document.currentScript.src) || '';
  var onload = /[?&]onload=([^&]+)/.exec(src);
  setTimeout(function () {
    if (onload && typeof window[onload[1]] === 'function') window[onload[1]]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();
