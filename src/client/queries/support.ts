import type { BodyOf } from "../../shared/api/endpoint";
import * as supportApi from "../../shared/api/support";
import { api } from "../api";

// With their schemas: the public Help Center loads this module on demand (support-calls.ts).

/** Sends the public Help Center's message, with its captcha's token. */
export const sendSupportMessage = (body: BodyOf<typeof supportApi.sendSupportMessage>) =>
  api(supportApi.sendSupportMessage, { body });

/** Sends a signed-in parent's request for help as the form checked it. */
export const sendSupportRequest = (body: BodyOf<typeof supportApi.submitSupportRequest>) =>
  api(supportApi.submitSupportRequest, { body });
