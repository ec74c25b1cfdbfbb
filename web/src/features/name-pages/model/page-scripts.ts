// The few lines of script a name page and the index run inline, plain ES2017. Each page reads in
// full without them: they only show a button (Nghe, Chia sẻ) or filter the list.
import { SURNAMES } from "@core/naming/data/surnames.ts";

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

/** The surnames the app knows, as written ("Nguyễn", "Tôn Nữ"): the script folds them as it folds a query. */
const SURNAME_NAMES = [...new Set(SURNAMES.map((s) => s.surname))];

/**
 * The index's search: typing lists the names that contain the query, in place of the A–Z list, in
 * the order a parent looks for them: names that begin with it (anh: Anh Thư, Ánh Dương), then names
 * whose tên it is (Minh Anh, Ngọc Ánh), then those that only hold it inside a word (Ái Khanh), each
 * group in the dictionary's order the A–Z list already has. Marks are optional (anh finds Ánh); a
 * query typed with marks (Ánh) puts the names written with those very marks ahead within the
 * beginning and the tên, and a match inside a word stays last, whatever its marks. A query that
 * names one name exactly (with or without its marks, /ten/?q=minh khoi) goes straight to its page.
 * The pages are đệm + tên, so a full name typed with its họ ("Nguyễn Minh Khôi", from the home
 * page's lookup) is looked up without it when only that finds a name; where nothing matches, the
 * note asks for the đệm and tên.
 */
export const INDEX_SCRIPT = `(function () {
  function key(text) {
    return text.normalize("NFD").replace(/[\\u0300-\\u036f]/g, "").replace(/\\u0111/g, "d").replace(/\\u0110/g, "D")
      .toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
  }
  function exact(text) { return text.normalize("NFC").toLowerCase().replace(/\\s+/g, " ").trim(); }
  var surnames = ${JSON.stringify(SURNAME_NAMES)}.map(key);
  var input = document.getElementById("tim-ten");
  var count = document.getElementById("so-ten");
  var list = document.getElementById("danh-sach");
  var letters = document.getElementById("chu-cai");
  var results = document.getElementById("ket-qua");
  var links = Array.prototype.slice.call(document.querySelectorAll("#danh-sach a"));
  var items = links.map(function (a) { return a.parentNode; });
  var homes = items.map(function (li) { return li.parentNode; });
  function found(query) {
    var k = key(query);
    return links.some(function (a) { return key(a.textContent).indexOf(k) !== -1; });
  }
  // The query as typed, or without a leading họ (two words first: Tôn Nữ before Tôn) when only
  // that finds a name; a name that begins like a surname (Hà My) is found as typed first.
  function understood(query) {
    if (found(query)) return { query: query, dropped: false };
    var words = query.trim().split(/\\s+/);
    for (var n = 2; n >= 1; n--) {
      if (words.length > n && surnames.indexOf(key(words.slice(0, n).join(" "))) !== -1) {
        var rest = words.slice(n).join(" ");
        if (found(rest)) return { query: rest, dropped: true };
      }
    }
    return { query: query, dropped: false };
  }
  function matches(typed) {
    var query = understood(typed).query;
    var written = exact(query);
    var same = links.filter(function (a) { return exact(a.textContent) === written; });
    if (same.length === 1) return { go: same[0] };
    var k = key(query);
    var found = links.filter(function (a) { return key(a.textContent).indexOf(k) !== -1; });
    var whole = found.filter(function (a) { return key(a.textContent) === k; });
    return { go: whole.length === 1 ? whole[0] : null };
  }
  // Where the query sits in a name: 0 at its start, 1 at its tên (the last words, as many as the
  // query has), 2 inside a word, -1 nowhere.
  function place(name, query) {
    if (name.indexOf(query) === 0) return 0;
    var words = name.split(" ");
    var n = query.split(" ").length;
    if (words.length > n && words.slice(words.length - n).join(" ").indexOf(query) === 0) return 1;
    return name.indexOf(query) !== -1 ? 2 : -1;
  }
  // 0–5, lower first: at the start or the tên with the query's own marks, then without them, then
  // inside a word; -1 when the name does not match.
  function rank(text, k, written, marked) {
    var at = place(key(text), k);
    if (at === -1) return -1;
    var same = !marked || place(exact(text), written) !== -1;
    return at === 2 ? (same ? 4 : 5) : same ? at : at + 2;
  }
  function filter(typed) {
    var seen = understood(typed);
    var k = key(seen.query);
    var written = exact(seen.query);
    var marked = /[\\u0300-\\u036f\\u0111]/.test(written.normalize("NFD"));
    if (results.firstChild) items.forEach(function (li, i) { homes[i].appendChild(li); });
    var ranked = [[], [], [], [], [], []];
    if (k !== "") links.forEach(function (a, i) {
      var r = rank(a.textContent, k, written, marked);
      if (r !== -1) ranked[r].push(items[i]);
    });
    var shown = 0;
    ranked.forEach(function (group) {
      group.forEach(function (li) { results.appendChild(li); shown++; });
    });
    list.hidden = letters.hidden = k !== "";
    results.hidden = k === "" || shown === 0;
    count.textContent = k === "" ? ""
      : shown === 0 ? "Chưa có tên nào khớp. Bố mẹ gõ tên đệm và tên, không kèm họ, ví dụ: Minh Khôi (có dấu hay không dấu đều được)."
      : seen.dropped ? "Có " + shown + " tên khớp với “" + seen.query.trim() + "” (trang này tra tên đệm và tên, không kèm họ)."
      : "Có " + shown + " tên khớp.";
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
