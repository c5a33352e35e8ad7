// The support form's API call and checks, loaded once someone starts filling the form in.
export { api } from "../../api";
export { sendSupportMessage } from "../../../shared/api/support";
export { supportForm } from "../../../shared/forms/support-form";
