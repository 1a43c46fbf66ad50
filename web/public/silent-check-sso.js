// The provider's answer to a silent sign-in (prompt=none) lands here, in a hidden iframe. Hand the
// URL to the app in the parent window, in the message format oidc-client-ts's signinSilent waits
// for (what its signinSilentCallback would send), so this page needs no library.
(function () {
  var message = { source: 'oidc-client', url: window.location.href, keepOpen: false };
  if (window.parent && window.parent !== window) {
    window.parent.postMessage(message, window.location.origin);
  } else if (window.opener) {
    window.opener.postMessage(message, window.location.origin);
  }
})();
