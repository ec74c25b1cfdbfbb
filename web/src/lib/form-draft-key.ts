/**
 * Where this browser keeps the home form's draft (localStorage). The form writes it; deleting a
 * record clears it too, since the draft is that record's request or one made from it.
 */
export const FORM_DRAFT_KEY = "cht:form-draft";
