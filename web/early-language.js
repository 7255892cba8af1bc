// The language, switched before Python is ready. Every word the page
// shows until then (the home list, the start-up strip, an early guide)
// is written in both languages and shown by the page's lang (app.css), so
// the bar's button can switch at once: a first visit's reader may want
// Italian long before the app is ready. The choice is kept where the
// app keeps its own (localStorage, the address's ?lang=), and the app
// starts in it (ui.app.App.start reads the page's data-language-chosen,
// which holds even where the browser denies storage). From the moment
// Python is ready its own button does this.
(function () {
  var root = document.documentElement;
  var button = document.getElementById("language-button");
  if (!button) return;
  button.addEventListener("click", function () {
    if (root.classList.contains("python-ready")) return;
    var chosen = root.lang === "it" ? "en" : "it";
    root.lang = chosen;
    root.dataset.languageChosen = chosen;
    try { localStorage.setItem("abstrakta.language", chosen); } catch (e) {}
    var url = new URL(location.href);
    if (url.searchParams.has("lang")) {
      url.searchParams.set("lang", chosen);
      history.replaceState(history.state, "", url.href);
    }
    // An early guide's list of sections is named in the page's language.
    var nav = document.querySelector("#howto nav[data-label-" + chosen + "]");
    if (nav) nav.setAttribute("aria-label", nav.getAttribute("data-label-" + chosen));
  });
  button.disabled = false;
})();
