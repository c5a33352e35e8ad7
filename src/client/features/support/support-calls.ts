// The support form's API call and checks, loaded once someone starts filling the form in.
export { sendSupportMessage } from "../../queries/support";
export { supportForm } from "../../../shared/forms/support-form";
