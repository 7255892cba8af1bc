// How to play before Python starts: a first visit downloads the app for
// seconds, and a newcomer can read a game's guide meanwhile. The guides'
// words are in index.html's <template id="early-guides"> (written by
// tools/early_guides.py); this shows one at the guide's own address
// (#howto.<game>), from the home list's "How to play" or from the address
// itself. When the app is ready, Python's guide (web/ui/howto/screen.py)
// takes the address over, with its pictures, at the reader's place; from
// then on this does nothing.
(function () {
  var root = document.documentElement;
  var guides = document.getElementById("early-guides");
  var howto = document.getElementById("howto");
  var home = document.getElementById("home");
  var title = document.getElementById("game-title");
  if (!guides || !howto || !home) return;
  var ready = function () { return root.classList.contains("python-ready"); };
  var guideOf = function (id) { return id ? guides.content.querySelector('[data-guide="' + id + '"]') : null; };
  // Read as Python reads it: percent-decoded, in any case.
  var gameIn = function (hash) {
    try { hash = decodeURIComponent(hash); } catch (e) { return null; }
    var found = /^#howto\.([a-z]{1,20})$/i.exec(hash);
    return found ? found[1].toLowerCase() : null;
  };
  // Opened from the home list (in this page, or before a reload; the entry
  // says so): Back is the browser's Back.
  var pushed = function () { return Boolean(history.state && history.state.earlyGuide); };

  function show(id) {
    forget();  // what a guide shown before asked for goes with it
    var guide = guideOf(id).cloneNode(true);
    var nav = guide.querySelector("nav");
    nav.setAttribute("aria-label", nav.getAttribute("data-label-" + root.lang) || "");
    howto.replaceChildren(guide);
    home.hidden = true;
    howto.hidden = false;
    if (title) { title.textContent = guide.getAttribute("data-name"); title.hidden = false; }
    window.scrollTo(0, 0);
    // Tapped open: the keyboard's and a screen reader's place goes with it.
    if (pushed()) guide.querySelector("h1").focus({ preventScroll: true });
  }

  // "Learn by playing" or "Start a game" tapped: remembered, said, and
  // opened by the app when it is ready (ui.app.App.open_early_choice), as
  // a game tapped on the home list is (web/early-game.js).
  function remember(button) {
    var kind = button.getAttribute("data-early-open");
    root.dataset.chosenGame = howto.firstElementChild.getAttribute("data-guide");
    root.dataset.chosenKind = kind;
    howto.querySelectorAll(".early-waiting").forEach(function (note) { note.remove(); });
    var words = document.querySelector('#opening-note [data-kind="' + (kind === "learn" ? "learn" : "chosen") + '"]');
    if (!words) return;
    var note = document.createElement("p");
    note.className = "early-waiting";
    note.append(words.cloneNode(true));
    button.after(note);
    var announce = document.getElementById("announce");
    var said = words.querySelector("." + root.lang);
    if (announce && said) announce.textContent = said.textContent;
  }
  function forget() {
    if (root.dataset.chosenKind === "learn" || root.dataset.chosenKind === "start") {
      delete root.dataset.chosenGame;
      delete root.dataset.chosenKind;
    }
  }

  function showHome() {
    forget();
    howto.hidden = true;
    howto.replaceChildren();
    home.hidden = false;
    if (title) { title.textContent = ""; title.hidden = true; }
    // The whole menu now, not only the game a guide's address opened; a
    // shared game's card stays, with what opens (its link is the address).
    if (root.dataset.openingKind === "howto") root.classList.remove("opening");
  }

  function follow() {
    if (ready()) return;
    var id = gameIn(location.hash);
    if (guideOf(id)) show(id);
    else if (!howto.hidden) showHome();
  }

  home.addEventListener("click", function (event) {
    var open = event.target.closest && event.target.closest("button[data-howto]");
    if (!open || ready() || !guideOf(open.dataset.howto)) return;
    // Marked, so that the app's own Back, once it is ready, is the
    // browser's Back too (ui.page.BrowserLocation.pushed_by_early_guide).
    history.pushState({ earlyGuide: true }, "", "#howto." + open.dataset.howto);
    follow();
  });
  function back() {
    if (pushed()) { history.back(); return; }
    history.replaceState(history.state, "", location.pathname + location.search);
    showHome();
  }
  howto.addEventListener("click", function (event) {
    if (!event.target.closest || ready()) return;
    var opens = event.target.closest("button[data-early-open]");
    if (opens) { remember(opens); return; }
    var button = event.target.closest("button[data-early]");
    if (!button) return;
    var which = button.getAttribute("data-early");
    if (which === "back") { back(); return; }
    var heading = howto.querySelector('[data-section="' + which + '"] h2');
    if (heading) { heading.scrollIntoView(); heading.focus({ preventScroll: true }); }
  });
  // The app's name in the bar leads home, as it will once the app is ready.
  var brand = document.getElementById("home-button");
  if (brand) brand.addEventListener("click", function () { if (!ready() && !howto.hidden) back(); });
  window.addEventListener("hashchange", follow);
  // The home list's guides can be opened at once; playing waits for Python.
  home.querySelectorAll("button[data-howto]").forEach(function (button) {
    if (guideOf(button.dataset.howto)) button.disabled = false;
  });
  follow();
})();
