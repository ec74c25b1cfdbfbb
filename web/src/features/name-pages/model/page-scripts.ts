// The few lines of script a name page and the index run inline, plain ES2017. Each page reads in
// full without them: they only show a button (Nghe, Chia sẻ) or filter the list.

/**
 * `Nghe`: shown only where the device has a Vietnamese voice (Web Speech API; Chrome lists voices
 * late, on `voiceschanged`), a local voice first. `Chia sẻ`: the phone's share sheet (Zalo and
 * Messenger appear there), else copying the address.
 */
export const NAME_PAGE_SCRIPT = `(function () {
  var listen = document.getElementById("nghe");
  var synth = window.speechSynthesis;
  function voice() {
    var voices = synth.getVoices().filter(function (v) { return /^vi(?:[-_]|$)/i.test(v.lang); });
    return voices.filter(function (v) { return v.localService; })[0] || voices[0] || null;
  }
  if (listen && synth && typeof SpeechSynthesisUtterance === "function") {
    var show = function () { if (voice()) listen.hidden = false; };
    show();
    if (synth.addEventListener) synth.addEventListener("voiceschanged", show);
    listen.addEventListener("click", function () {
      var v = voice();
      synth.cancel();
      var u = new SpeechSynthesisUtterance(listen.getAttribute("data-name"));
      u.lang = v ? v.lang.replace("_", "-") : "vi-VN";
      if (v) u.voice = v;
      u.rate = 0.9;
      synth.speak(u);
    });
  }
  var share = document.getElementById("chia-se");
  var copy = document.getElementById("chep-lien-ket");
  var status = document.getElementById("chia-se-trang-thai");
  var link = document.querySelector('link[rel="canonical"]').href;
  if (share && navigator.share) {
    share.hidden = false;
    share.addEventListener("click", function () {
      navigator.share({ title: document.title, url: link }).catch(function () {});
    });
  } else if (copy && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener("click", function () {
      navigator.clipboard.writeText(link).then(function () { status.textContent = "Đã chép liên kết, bố mẹ dán vào tin nhắn để gửi nhé."; });
    });
  }
})();`;

/**
 * The index's search: typing filters the A–Z list; a query that names one name exactly (with or
 * without its marks, /ten/?q=minh khoi) goes straight to its page.
 */
export const INDEX_SCRIPT = `(function () {
  function key(text) {
    return text.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").replace(/\\u0111/g, "d").replace(/\\u0110/g, "D")
      .toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  }
  function exact(text) { return text.normalize("NFC").toLowerCase().replace(/\\s+/g, " ").trim(); }
  var input = document.getElementById("tim-ten");
  var count = document.getElementById("so-ten");
  var links = Array.prototype.slice.call(document.querySelectorAll("#danh-sach a"));
  var groups = Array.prototype.slice.call(document.querySelectorAll("#danh-sach section"));
  function matches(query) {
    var written = exact(query);
    var same = links.filter(function (a) { return exact(a.textContent) === written; });
    if (same.length === 1) return { go: same[0] };
    var k = key(query);
    var found = links.filter(function (a) { return key(a.textContent).indexOf(k) !== -1; });
    var whole = found.filter(function (a) { return key(a.textContent) === k; });
    return { go: whole.length === 1 ? whole[0] : null };
  }
  function filter(query) {
    var k = key(query);
    var shown = 0;
    links.forEach(function (a) {
      var hit = k === "" || key(a.textContent).indexOf(k) !== -1;
      a.parentNode.hidden = !hit;
      if (hit) shown++;
    });
    groups.forEach(function (g) { g.hidden = !g.querySelector("li:not([hidden])"); });
    count.textContent = k === "" ? "" : shown === 0 ? "Chưa có tên nào khớp. Bố mẹ thử gõ tên không dấu, ví dụ: minh khoi." : "Có " + shown + " tên khớp.";
  }
  var query = new URLSearchParams(location.search).get("q");
  if (query) {
    var m = matches(query);
    if (m.go) { location.replace(m.go.href); return; }
    input.value = query;
    filter(query);
  }
  input.addEventListener("input", function () { filter(input.value); });
  document.getElementById("tra-ten").addEventListener("submit", function (event) {
    var m = matches(input.value);
    event.preventDefault();
    if (m.go) location.href = m.go.href;
    else filter(input.value);
  });
})();`;
