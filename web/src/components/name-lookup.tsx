/**
 * "Tra ý nghĩa tên": a plain GET form to the static names' index (/ten/?q=…, which finds the name's
 * page). It needs no script, before or after the app is live. On the home page it sits under the
 * inspiration form, so the form's first field stays on a phone's first screen.
 */
export function NameLookup() {
  return (
    <form className="name-lookup card" action="/ten/" method="get" role="search">
      <label htmlFor="name-lookup">Tra ý nghĩa tên</label>
      <input id="name-lookup" name="q" type="text" placeholder="Ví dụ: Minh Khôi" enterKeyHint="search" />
      <button className="button" type="submit">
        Tra
      </button>
    </form>
  );
}
