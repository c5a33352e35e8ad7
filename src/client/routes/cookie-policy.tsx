import { Fragment } from "react";
import { Link } from "react-router";
import { LegalPage, type LegalSection } from "../components/layout/legal-page";
import { pageMeta } from "../seo";
import type { Route } from "./+types/cookie-policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/cookie-policy",
    title: "Cookie policy | Maths Sprint",
    description:
      "Maths Sprint uses two strictly necessary cookies and a little browser storage to sign you in and keep finished games safe. No analytics or advertising cookies.",
  });

/**
 * A cookie's or storage item's name, which may break only where a reader
 * would split it: after a dot or an underscore and before each capital
 * (ms.remembered|Parent|Email), never inside a word. Copied, it is the name.
 */
function StorageName({ name }: { name: string }) {
  const parts = name.split(/(?<=[._])|(?=[A-Z])/);
  return (
    <span>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

const SECTIONS: LegalSection[] = [
  {
    id: "summary",
    heading: "The short version",
    body: (
      <>
        <p>
          Maths Sprint uses only what it needs to work: two cookies that keep a parent signed in and protect children's
          PIN sign-in, and a few items in your browser's own storage. All of them are strictly necessary, so under the
          Privacy and Electronic Communications Regulations (PECR) they do not need consent, and you will not see a
          cookie banner.
        </p>
        <p>
          We use no analytics, advertising, social media or other third-party cookies, and nothing that tracks you
          across other websites.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies we set",
    body: (
      <table>
        <caption className="sr-only">Cookies set by Maths Sprint</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">What it does</th>
            <th scope="col">How long</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">
              <StorageName name="ms_session" />
            </th>
            <td>
              Keeps a parent signed in. It holds a random token that only our server can check, and page scripts cannot
              read it.
            </td>
            <td>Up to 30 days, or until you log out</td>
          </tr>
          <tr>
            <th scope="row">
              <StorageName name="ms_device" />
            </th>
            <td>
              Marks a browser where a parent has signed in as one of the family's own, so that wrong PINs typed on other
              devices cannot lock your children out of it.
            </td>
            <td>Up to 400 days</td>
          </tr>
        </tbody>
      </table>
    ),
  },
  {
    id: "storage",
    heading: "Browser storage",
    body: (
      <>
        <p>These items stay in your browser and are not sent to anyone else.</p>
        <table>
          <caption className="sr-only">Browser storage used by Maths Sprint</caption>
          <thead>
            <tr>
              <th scope="col">Name and place</th>
              <th scope="col">What it does</th>
              <th scope="col">How long</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">
                <StorageName name="ms.parentSignedIn" /> (local storage)
              </th>
              <td>Remembers that a parent was signed in, so that public pages know to check the session.</td>
              <td>Until you log out</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.lastActivity" /> (local storage)
              </th>
              <td>
                When a signed-in parent last used Maths Sprint in any tab of this browser, so that a tab left open does
                not sign them out for inactivity while they are busy in another.
              </td>
              <td>Until you clear this site's data</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.rememberedParentEmail" /> (local storage)
              </th>
              <td>
                Your email address, only if a child ticks "Remember my parent email" on the Child Login page, so they do
                not have to type it each time.
              </td>
              <td>Until the box is unticked</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.feedback.…" /> (local storage)
              </th>
              <td>
                Whether a parent has sent us feedback, and when they last chose "Not now", so that we stop asking once
                they have and otherwise ask at most once a day. One item for each parent who signs in on this browser.
              </td>
              <td>Until you clear this site's data</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.upsellDismissed.…" /> (local storage)
              </th>
              <td>
                When a parent chose "Don't show this for 24 hours" on a Premium offer, so that the offer for that
                feature stays hidden for a day. One item for each parent and feature.
              </td>
              <td>Until you clear this site's data; it counts for 24 hours</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.howToPlaySeen.…" /> (local storage)
              </th>
              <td>Which games' "how to play" cards a child has seen on this device, so each shows once.</td>
              <td>Until you clear this site's data</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.soundOff" /> (local storage)
              </th>
              <td>That the game sounds were turned off on this device.</td>
              <td>Until they are turned back on</td>
            </tr>
            <tr>
              <th scope="row">
                <StorageName name="ms.childSession" /> (session storage)
              </th>
              <td>A child's sign-in for this browser tab: a token and their name, level and avatar.</td>
              <td>60 minutes, or until the tab is closed or they log out</td>
            </tr>
            <tr>
              <th scope="row">Unsent games (IndexedDB)</th>
              <td>
                A finished game is kept here until our server confirms it has been saved, so that a lost connection
                never loses a result.
              </td>
              <td>Until the game is saved</td>
            </tr>
            <tr>
              <th scope="row">App files (cache storage)</th>
              <td>
                Once someone has signed in, a copy of the app's pages, scripts and styles, so that it opens and games
                can be played without a connection, and so that it can be installed on a home screen. It holds no
                personal data.
              </td>
              <td>Until a newer version of the app replaces it, or you clear this site's data</td>
            </tr>
          </tbody>
        </table>
      </>
    ),
  },
  {
    id: "third-parties",
    heading: "Third parties",
    body: (
      <p>
        Our pages load nothing from other websites: no fonts, images, scripts or trackers. If you upgrade to Premium,
        you pay on our payment provider's secure checkout page, which is run by that provider and may use its own
        cookies there, as described in its own policy.
      </p>
    ),
  },
  {
    id: "control",
    heading: "Controlling cookies",
    body: (
      <p>
        You can see and delete cookies and site data in your browser's settings. If you block or delete them, Maths
        Sprint still works, but you will need to sign in again, a remembered email is forgotten, and a game finished
        while offline may be lost.
      </p>
    ),
  },
  {
    id: "more",
    heading: "Changes and questions",
    body: (
      <p>
        If we ever want to use a cookie that is not strictly necessary, we will update this policy and ask for your
        consent first. Questions are welcome through our <Link to="/support">Help Center</Link>, and our{" "}
        <Link to="/privacy-policy">privacy policy</Link> explains how we handle personal data.
      </p>
    ),
  },
];

export default function CookiePolicy() {
  return (
    <LegalPage
      title="Cookie policy"
      intro={<p>This policy explains the cookies and browser storage Maths Sprint uses, and why.</p>}
      sections={SECTIONS}
    />
  );
}
