// Test-only stand-in for Stripe.js (https://js.stripe.com/<release>/stripe.js), which cannot be
// fetched here. It implements what Mnemo's card form uses, with Stripe.js's shapes: Stripe(key),
// elements().create('card') with mount/on/destroy, createPaymentMethod, confirmCardPayment and
// confirmCardSetup. The card field is a plain input (the real one is Stripe's iframe); requests
// go to https://api.stripe.com with the publishable key in the body, as Stripe.js sends them,
// and the browser test routes them to the local Stripe stand-in. 3-D Secure passes at once.
(function () {
  var API = 'https://api.stripe.com/v1/';

  function post(path, key, fields) {
    var body = new URLSearchParams(fields);
    body.set('key', key);
    return fetch(API + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: body,
    }).then(function (res) {
      return res.json().then(function (json) {
        return res.ok ? { ok: json } : { error: json.error };
      });
    });
  }

  function cardElement() {
    var input = null;
    var handlers = {};
    return {
      mount: function (target) {
        var node = typeof target === 'string' ? document.querySelector(target) : target;
        input = document.createElement('input');
        input.setAttribute('aria-label', 'Card number');
        input.setAttribute('inputmode', 'numeric');
        input.addEventListener('input', function () {
          (handlers.change || []).forEach(function (h) {
            h({ complete: input.value.replace(/\s/g, '').length >= 16, error: undefined });
          });
        });
        node.appendChild(input);
      },
      on: function (name, handler) {
        (handlers[name] = handlers[name] || []).push(handler);
      },
      destroy: function () {
        if (input && input.parentNode) input.parentNode.removeChild(input);
      },
      _number: function () {
        return input ? input.value.replace(/\s/g, '') : '';
      },
    };
  }

  function Stripe(key) {
    return {
      elements: function () {
        return {
          create: function () {
            return cardElement();
          },
        };
      },
      createPaymentMethod: function (params) {
        var number = params.card._number();
        if (number.length < 16) {
          return Promise.resolve({
            error: { type: 'validation_error', message: 'Your card number is incomplete.' },
          });
        }
        return post('payment_methods', key, { type: 'card', 'card[number]': number }).then(
          function (r) {
            return r.error ? { error: r.error } : { paymentMethod: r.ok };
          },
        );
      },
      confirmCardPayment: function (secret, data) {
        var id = secret.split('_secret_')[0];
        return post('payment_intents/' + id + '/confirm', key, {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (r) {
          return r.error ? { error: r.error } : { paymentIntent: r.ok };
        });
      },
      confirmCardSetup: function (secret, data) {
        var id = secret.split('_secret_')[0];
        return post('setup_intents/' + id + '/confirm', key, {
          client_secret: secret,
          payment_method: data.payment_method,
        }).then(function (r) {
          return r.error ? { error: r.error } : { setupIntent: r.ok };
        });
      },
    };
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
