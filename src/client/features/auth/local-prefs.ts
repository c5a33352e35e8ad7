/** Small preferences kept in localStorage; unreadable storage is ignored. */
function local(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Also read by the static documents' gate (static-document.ts). */
export const PARENT_HINT_KEY = "ms.parentSignedIn";
const REMEMBERED_EMAIL = "ms.rememberedParentEmail";

/** Whether this browser last had a parent signed in, so public pages know to validate the session. */
export const parentHint = {
  get: () => local()?.getItem(PARENT_HINT_KEY) === "1",
  set: (on: boolean) => (on ? local()?.setItem(PARENT_HINT_KEY, "1") : local()?.removeItem(PARENT_HINT_KEY)),
};

/** The parent email a child chose to remember on the child login page. */
export const rememberedEmail = {
  get: () => local()?.getItem(REMEMBERED_EMAIL) ?? "",
  set: (email: string | null) =>
    email ? local()?.setItem(REMEMBERED_EMAIL, email) : local()?.removeItem(REMEMBERED_EMAIL),
};
