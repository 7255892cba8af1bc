// "Continue a game" at the first paint of a return visit. The list needs
// Python to be made (each saved game is replayed to say whose turn it
// is), seconds after the first paint on a phone; but the app kept it as
// it last listed it (ui.home_preview), with a digest of the stored games
// and votes it was made from. While those are unchanged and the page is
// in the same language, that list shows at once: its games answer a tap
// (web/early-game.js remembers it), its other buttons wait for the app,
// which lists the games again when it is ready. Anything else (no
// preview, another tab's game since, a hand edit, a preview that is not
// only the list's own elements) shows nothing until then, as before.
(function () {
  var root = document.documentElement;
  var section = document.getElementById("saved");
  var list = document.getElementById("saved-list");
  var title = document.getElementById("saved-title");
  // An address that opens a game of its own shows that game alone.
  var opens = root.classList.contains("opening") && root.dataset.openingKind !== "howto";
  var subtle = window.crypto && crypto.subtle;  // secure pages only (https, localhost)
  if (!section || !list || !title || opens || !subtle || !window.TextEncoder) return;
  var preview, made;
  try {
    preview = JSON.parse(localStorage.getItem("abstrakta.home-preview") || "null");
    made = (localStorage.getItem("abstrakta.games") || "") + "\u0000" +
      (localStorage.getItem("abstrakta.votes") || "");
  } catch (e) {
    return;  // storage denied (a cross-site frame), or a preview that is not JSON
  }
  if (!preview || preview.v !== 1 || preview.lang !== root.lang ||
      typeof preview.html !== "string" || typeof preview.title !== "string") return;
  var late = function () {
    return root.classList.contains("python-ready") || root.classList.contains("boot-failed");
  };

  // Only what ui.home.SavedGames writes: a hand-edited preview that holds
  // anything else (a script, an image, a handler) is not shown at all.
  var TAGS = { LI: 1, BUTTON: 1, B: 1, SMALL: 1, SPAN: 1 };
  var NAMES = { "class": 1, type: 1, role: 1, "aria-label": 1, "data-finished": 1, "data-saved": 1,
    "data-keep-focus": 1 };
  function parsed(html) {
    var template = document.createElement("template");
    template.innerHTML = html;  // inert: nothing in a template runs or loads
    var elements = template.content.querySelectorAll("*");
    for (var i = 0; i < elements.length; i++) {
      if (!TAGS[elements[i].tagName]) return null;
      var names = elements[i].getAttributeNames();
      for (var j = 0; j < names.length; j++) if (!NAMES[names[j]]) return null;
    }
    return template.content;
  }

  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (byte) {
      return (byte < 16 ? "0" : "") + byte.toString(16);
    }).join("");
  }

  subtle.digest("SHA-256", new TextEncoder().encode(made)).then(function (digest) {
    if (hex(digest) !== preview.from || late() || root.lang !== preview.lang) return;
    var items = parsed(preview.html);
    if (!items) return;
    list.replaceChildren(items);
    list.querySelectorAll("button").forEach(function (button) {
      button.disabled = !button.matches(".saved-game[data-saved]");
    });
    title.textContent = preview.title;
    section.hidden = false;
    root.dataset.savedPreview = "";
    // The language switched before the app is ready: these words are the
    // other language's, so they go (and a game tapped among them with them).
    new MutationObserver(function (changes, observer) {
      if (late() || root.lang === preview.lang) return;
      observer.disconnect();
      section.hidden = true;
      delete root.dataset.savedPreview;
      document.dispatchEvent(new Event("abstrakta:saved-preview-gone"));
    }).observe(root, { attributes: true, attributeFilter: ["lang"] });
  }, function () {});
})();
