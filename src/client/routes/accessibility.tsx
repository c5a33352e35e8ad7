import { Link } from "react-router";
import { LegalPage, type LegalSection } from "../components/layout/legal-page";
import { ACCESSIBILITY_STATEMENT_REVIEWED } from "../../shared/public-pages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/accessibility";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/accessibility",
    title: "Accessibility statement | Maths Sprint",
    description:
      "How accessible Maths Sprint is: what works with a screen reader, a keyboard and zoom, what does not work yet in the games, and how to report a problem.",
  });

/** The statement of docs/product/accessibility-statement.md: its sections are that file's, in its order. */
const SECTIONS: LegalSection[] = [
  {
    id: "using-maths-sprint",
    heading: "Using Maths Sprint",
    body: (
      <>
        <p>You should be able to:</p>
        <ul>
          <li>use every page with a keyboard, with a visible focus ring on the control you are on;</li>
          <li>
            zoom the page to 200 % and read it without losing content on the public and parent&apos;s pages, and play
            every game at 200 % zoom or on a screen 320 pixels wide without losing a control or scrolling sideways;
          </li>
          <li>
            use a screen reader on the public pages, the sign-in and sign-up forms, the parent&apos;s pages and the
            child&apos;s dashboard, which have headings, landmarks, labelled fields and error messages that are read
            out;
          </li>
          <li>
            turn off animation through your device&apos;s &quot;reduce motion&quot; setting: the app&apos;s animations
            and the confetti after a game stop;
          </li>
          <li>
            play every game, the memory bonus game and the results with a keyboard alone (Tab, Enter, Space, digits,
            Backspace and Escape) or a single switch that sends Tab and Space: the keypad&apos;s keys are named and
            reached in the keypad&apos;s order, and Enter as well as Space presses the keypad key that has the focus
            (elsewhere in a game Enter sends the answer);
          </li>
          <li>
            play with Windows&apos; high-contrast (forced colours) mode on: every key, card and the time bar keep an
            outline, and right and wrong answers and unavailable keys stay told apart by more than colour;
          </li>
          <li>
            give a child access arrangements, set by a parent for each child: larger text, a high-contrast scheme, each
            question read aloud by the device&apos;s own voice, no on-screen keypad (answers typed on a keyboard), a
            sound when time is nearly up, a Next button instead of the 3-second pause in the Times Tables Check
            rehearsal, and less movement (no confetti, bouncing or flashing) for a child whose device does not ask for
            it;
          </li>
          <li>
            give a child more time, set by a parent for each child: 1.5 × or 2 × the clock in every timed game (90
            Second Challenge, Missing Piece, Times Table Tower, Smart Practice and head-to-head challenges), or Smart
            Practice without a clock. The results of a game played with more time say so, its score is compared only
            with games played on the same clock, and a challenge is played on the same clock by both sides. The Times
            Tables Check rehearsal keeps the check&apos;s own timing;
          </li>
          <li>pause a game: &quot;Leave this game?&quot; stops the clock for as long as it asks.</li>
        </ul>
        <p>
          <a href="https://mcmw.abilitynet.org.uk/">AbilityNet</a> has advice on making your device easier to use if you
          have a disability.
        </p>
      </>
    ),
  },
  {
    id: "how-accessible",
    heading: "How accessible the games are",
    body: (
      <>
        <p>
          With a screen reader, every game says the countdown, each question once in words (&quot;7 times 8&quot;), a
          short word after each answer (&quot;Right&quot;, or the right answer) before the next question, the time left
          at a minute, 30 seconds and 10 seconds, and the end with the score; the score, the time left and a mode&apos;s
          own news (the last traffic light, the tower&apos;s height) are said when the child asks, with the S key (which
          a hint on the game screen names), never after every answer; the results page takes the focus to its headline.
          The Times Tables Check rehearsal says each question in words with its number and, as in the real check,
          nothing on an answer; the memory bonus game says after each turn whether the two cards were a pair. Every
          game, the Times Tables Check rehearsal and the memory game are tested with a virtual screen reader that
          listens to what they say.
        </p>
        <p>We know that some parts of Maths Sprint are not fully accessible yet:</p>
        <ul>
          <li>
            the badge that pops up after a game can cover a line of the results on a small phone until it is closed (a
            screen reader still reads the line);
          </li>
          <li>
            we have tested with a virtual screen reader and with a keyboard in the browser, but not yet with children
            and parents using their own screen readers, switches or magnifiers.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "contact",
    heading: "Feedback and contact information",
    body: (
      <p>
        If you need information on this website in a different format, or help to use it, ask us through the{" "}
        <Link to="/support">Help Center</Link>. We reply within 24 hours.
      </p>
    ),
  },
  {
    id: "reporting-problems",
    heading: "Reporting accessibility problems with this website",
    body: (
      <p>
        We are always looking to improve the accessibility of Maths Sprint. If you find a problem not listed on this
        page, or think we are not meeting the requirements of the accessibility regulations, tell us through the{" "}
        <Link to="/support">Help Center</Link>: say which page or game, what you were using (for example a screen
        reader, switch or zoom) and what happened.
      </p>
    ),
  },
  {
    id: "enforcement",
    heading: "Enforcement procedure",
    body: (
      <p>
        Maths Sprint is not a public-sector body, so the Public Sector Bodies (Websites and Mobile Applications) (No. 2)
        Accessibility Regulations 2018 and their enforcement by the Equality and Human Rights Commission (EHRC) do not
        apply to us. We do have duties under the Equality Act 2010 to make reasonable adjustments for disabled people.
        If you contact us with a complaint and you are not happy with our response, you can contact the{" "}
        <a href="https://www.equalityadvisoryservice.com/">Equality Advisory and Support Service (EASS)</a> in England,
        Scotland and Wales, or the <a href="https://www.equalityni.org/">Equality Commission for Northern Ireland</a> in
        Northern Ireland.
      </p>
    ),
  },
  {
    id: "technical-information",
    heading: "Technical information about this website's accessibility",
    body: (
      <>
        <p>
          We are committed to making Maths Sprint accessible, and we measure it against the Web Content Accessibility
          Guidelines (WCAG) version 2.2, level AA.
        </p>
        <h3>Compliance status</h3>
        <p>
          Maths Sprint is partially compliant with the WCAG 2.2 AA standard: we know of no part that fails it, but it
          has not yet been tested by disabled children and parents with their own assistive technology.
        </p>
        <h3>Non-accessible content</h3>
        <ul>
          <li>
            We know of no content that fails WCAG 2.2 AA. What has not yet been tried with people&apos;s own screen
            readers, switches and magnifiers may have problems we have not found: please tell us about any you meet, as
            above.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "improving",
    heading: "What we are doing to improve accessibility",
    body: (
      <p>
        Every public page is checked automatically for WCAG 2.2 A and AA problems with axe at a phone&apos;s width and a
        laptop&apos;s, on every change, and so are the child&apos;s dashboard, the access settings and the Times Tables
        Check rehearsal. Every game is played in tests with a virtual screen reader that listens to what it says, and in
        the browser with the keyboard alone on a phone&apos;s screen, with axe run mid-game and on the results in the
        usual colours, the high-contrast scheme and forced colours with reduced motion. We will update this statement as
        each part listed above is done.
      </p>
    ),
  },
  {
    id: "preparation",
    heading: "Preparation of this accessibility statement",
    body: (
      <>
        <p>
          This statement was prepared on {ACCESSIBILITY_STATEMENT_REVIEWED}. It was last reviewed on{" "}
          {ACCESSIBILITY_STATEMENT_REVIEWED}.
        </p>
        <p>
          It is based on our own testing: the automated checks above, tests that play the games with the keyboard, and a
          review of how each game tells a screen reader what is happening.
        </p>
      </>
    ),
  },
];

export default function AccessibilityStatement() {
  return (
    <LegalPage
      title="Accessibility statement"
      updated={ACCESSIBILITY_STATEMENT_REVIEWED}
      intro={
        <>
          <p>
            This statement applies to the Maths Sprint website and app: the public pages, the parent&apos;s pages, the
            child&apos;s dashboard and every game.
          </p>
          <p>
            Maths Sprint is run by a private company. We want as many children and parents as possible to be able to use
            it, whatever their sight, hearing, movement or way of reading. This statement follows the form UK
            public-sector websites use, and says honestly what works and what does not work yet.
          </p>
        </>
      }
      sections={SECTIONS}
    />
  );
}
