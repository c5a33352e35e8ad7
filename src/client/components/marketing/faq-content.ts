import { PREMIUM_PRICE } from "../../../shared/constants";
import { premiumAddsSentence } from "../../../shared/messages";

export interface FaqEntry {
  question: string;
  /** Plain-text paragraphs, shown on the page and in the structured data. */
  answer: readonly string[];
}

/** The six questions of the FAQ page, also summarised on the landing page. */
export const FAQ: readonly FaqEntry[] = [
  {
    question: "What is Maths Sprint?",
    answer: [
      "Maths Sprint is a mental maths practice app for children aged 5 to 11, covering the number facts of Key Stage 1 and Key Stage 2. Children play short, timed games such as the 90 Second Challenge, earn badges and keep a daily streak.",
      "A parent or carer holds the account, adds up to 5 child profiles and follows each child's progress.",
    ],
  },
  {
    question: "How do children play?",
    answer: [
      "Once you have added a child, they open the Child Login page, type your email address and their own 4-digit PIN, and choose a game. Each game takes about a minute or two, so a daily sprint fits before school or after tea.",
      "Questions can be answered with the on-screen keypad or a keyboard, and every game ends with a results page showing what went well.",
    ],
  },
  {
    question: "Is Maths Sprint free?",
    answer: [
      "Yes. The free account includes every game, badges, daily streaks, parent missions and up to 5 child profiles, with no adverts.",
      `Premium costs ${PREMIUM_PRICE} a month. ${premiumAddsSentence} You can cancel at any time.`,
    ],
  },
  {
    question: "Will it help my child with maths?",
    answer: [
      "Quick recall of number bonds and times tables frees up working memory for the harder parts of maths, such as problem solving and written methods. Little and often is the most reliable way to build that recall.",
      "Maths Sprint is built around short daily practice at the right level (Beginner, Intermediate or Expert), and the results page and parent dashboard show which facts are secure and which need more time.",
    ],
  },
  {
    question: "Which devices does it work on?",
    answer: [
      "Maths Sprint runs in the web browser of any modern phone, tablet, laptop or desktop computer, including iPads, Android tablets and Chromebooks. There is nothing to download or install, and progress follows your child from one device to another.",
    ],
  },
  {
    question: "How do I upgrade to Premium?",
    answer: [
      "Sign in as a parent, open your dashboard and choose Upgrade. Payment is taken securely by our card payment provider; we never store your card details.",
      "Premium is £4.99 a month, renews monthly and can be cancelled at any time from Account Settings.",
    ],
  },
];
