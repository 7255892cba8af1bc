// A game tapped before Python is ready. The home list shows at once, on
// a return visit too, but a game can start only once Python is up: a
// second or more on a phone, much longer on a first visit. Until then a
// tap on a game is remembered instead of lost: the game is marked, its
// card says what it is and that its new-game screen opens as soon as the
// app is ready, and the app opens that screen when it starts
// (ui.app.App.open_early_choice reads the page's data-chosen-kind and
// data-chosen-game, or data-chosen-saved). A tap on another game moves the mark; a tap on a
// guide drops it. A game under "Continue a game", listed early from the
// last visit (web/early-saved.js), is remembered alike and opens at its
// saved position. From the moment Python is ready this does nothing; if
// the start fails, the games wait again.
(function () {
  var root = document.documentElement;
  var home = document.getElementById("home");
  var list = document.getElementById("game-list");
  var note = document.getElementById("opening-note");
  var announce = document.getElementById("announce");
  // An address that opens a game of its own (a link, ?game=, a lesson)
  // keeps its buttons as they are: that game opens anyway. A guide's
  // address does not: its Back shows the whole list (web/early-guide.js).
  var opens = root.classList.contains("opening") && root.dataset.openingKind !== "howto";
  if (!home || !list || !note || opens) return;
  var ready = function () { return root.classList.contains("python-ready"); };

  function choose(button) {
    home.querySelectorAll(".early-chosen").forEach(function (item) {
      item.classList.remove("early-chosen");
    });
    delete root.dataset.chosenGame;
    delete root.dataset.chosenSaved;
    if (!button) {
      delete root.dataset.chosenKind;
      delete root.dataset.openingKind;
      return;
    }
    var item = button.parentNode;
    var saved = button.dataset.saved;
    item.classList.add("early-chosen");
    item.appendChild(note);
    if (saved) root.dataset.chosenSaved = saved;
    else root.dataset.chosenGame = button.dataset.game;
    root.dataset.chosenKind = saved ? "saved" : "game";
    root.dataset.openingKind = saved ? "saved" : "chosen";
    // Said as well as shown: the focus stays on the button.
    if (announce) {
      var said = note.querySelector('[data-kind="' + root.dataset.openingKind + '"] .' + root.lang);
      announce.textContent = button.querySelector("b").textContent + ". " + (said ? said.textContent : "");
    }
  }

  home.addEventListener("click", function (event) {
    if (ready() || !event.target.closest) return;
    var game = event.target.closest("button[data-game], button[data-saved]");
    if (game) choose(game);
    else if (event.target.closest("button[data-howto]")) choose(null);
  });
  // The early "Continue a game" went (the language switched): so does its game.
  document.addEventListener("abstrakta:saved-preview-gone", function () {
    if (root.dataset.chosenKind === "saved") choose(null);
  });
  list.querySelectorAll("button[data-game]").forEach(function (button) { button.disabled = false; });
  // A start that failed (web/boot.js): no game can open until "Try again".
  new MutationObserver(function (changes, observer) {
    if (!root.classList.contains("boot-failed")) return;
    observer.disconnect();
    choose(null);
    home.querySelectorAll("#game-list button[data-game], #saved-list button").forEach(function (button) {
      button.disabled = true;
    });
  }).observe(root, { attributes: true, attributeFilter: ["class"] });
})();
