// Every user-facing message, in groups. Each group is a module of its own, named here as one object
// (`messages.invalidEmail`), so that a bundle takes only the messages it reads, not the whole catalogue.
export * as messages from "./messages/catalogue";
export * as productMessages from "./messages/product";
export * as fluencyMapMessages from "./messages/fluency-map";
export * as tutorMessages from "./messages/tutor";
export { premiumAddsList, premiumAddsSentence } from "./messages/premium";
