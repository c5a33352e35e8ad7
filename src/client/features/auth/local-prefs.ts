import { localStore } from "../../local-store";

/** Also read by the static documents' gate (static-document.ts). */
export const PARENT_HINT_KEY = "ms.parentSignedIn";
const REMEMBERED_EMAIL = "ms.rememberedParentEmail";

/** Whether this browser last had a parent signed in, so public pages know to validate the session. */
export const parentHint = {
  get: () => localStore.get(PARENT_HINT_KEY) === "1",
  set: (on: boolean) => localStore.set(PARENT_HINT_KEY, on ? "1" : null),
};

/** The parent email a child chose to remember on the child login page. */
export const rememberedEmail = {
  get: () => localStore.get(REMEMBERED_EMAIL) ?? "",
  set: (email: string | null) => localStore.set(REMEMBERED_EMAIL, email || null),
};
