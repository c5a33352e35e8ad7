import { Link } from "react-router";
import { LegalPage, type LegalSection } from "../components/layout/legal-page";
import { pageMeta } from "../seo";
import type { Route } from "./+types/privacy-policy";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/privacy-policy",
    title: "Privacy policy | Maths Sprint",
    description:
      "What Maths Sprint collects about parents and children, why, who helps us, how long we keep it, and your rights under UK GDPR and the Children's Code.",
  });

const SECTIONS: LegalSection[] = [
  {
    id: "who-we-are",
    heading: "Who we are",
    body: (
      <>
        <p>
          Maths Sprint ("we", "us") runs the Maths Sprint website and app, where children aged 5 to 11 practise mental
          arithmetic and their parents or carers manage the account. We are the controller of the personal data
          described here, under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.
        </p>
        <p>
          Questions about privacy are welcome at any time through our <Link to="/support">Help Center</Link>. We reply
          within 24 hours.
        </p>
      </>
    ),
  },
  {
    id: "children",
    heading: "Children and the Children's Code",
    body: (
      <>
        <p>
          Maths Sprint is used by children, so we follow the ICO's Age Appropriate Design Code (the Children's Code). In
          practice this means:
        </p>
        <ul>
          <li>The account belongs to an adult aged 18 or over. Children cannot sign up by themselves.</li>
          <li>
            A child profile needs only a first name (or nickname), a level and a 4-digit PIN. We never ask for a child's
            email address, date of birth, photo, school or location.
          </li>
          <li>Settings are private by default. There are no public profiles, no chat and no contact with strangers.</li>
          <li>We show no adverts, use no advertising or analytics trackers, and never sell or rent anyone's data.</li>
          <li>We do not profile children for marketing, and we do not use their data to nudge them into spending.</li>
          <li>Upgrade offers are shown to parents only, never to children.</li>
        </ul>
        <h3>A note for children</h3>
        <p>
          When you play, we keep your scores and answers so that you can see how you are getting on and earn badges.
          Your parent or carer can see them too. We do not show your name to anyone outside your family, and we never
          use it for adverts. If anything worries you, talk to your grown-up.
        </p>
      </>
    ),
  },
  {
    id: "what-we-collect",
    heading: "What we collect",
    body: (
      <>
        <h3>About you, the parent or carer</h3>
        <ul>
          <li>Your email address and password. We store only a secure hash of the password, never the password.</li>
          <li>
            Account details: whether you have Premium and until when, how many times you have signed in and when you
            were last active, your referral code and who referred you, and whether you manage badges as an
            administrator.
          </li>
          <li>
            Subscription details if you choose Premium: its status and billing period, and the card brand and last 4
            digits reported by our payment provider. We never receive or store your full card number.
          </li>
          <li>
            If you invite friends with your referral link: which families signed up with it and whether a child of
            theirs has played yet, so that we can give the weeks of Premium it earns. The friend whose link you used
            sees only numbers (how many families signed up and how many have played), never your email or your children.
            Sharing your link on WhatsApp, Facebook, X, Bluesky or by email opens that service's own page with your
            link; nothing is sent to it unless you choose to share.
          </li>
          <li>Messages you send to support (name, email and message).</li>
          <li>
            Feedback you choose to give when we ask (your comment and a star rating, if you give one). It stays private:
            we would only ever show it publicly if you agreed first.
          </li>
          <li>Emails we send you, such as a password reset, kept so that we can show they were sent.</li>
        </ul>
        <h3>About your children</h3>
        <ul>
          <li>The name you give each child, their level (Beginner, Intermediate or Expert) and when you added them.</li>
          <li>Their PIN, stored only as a keyed hash so that nobody, including us, can read it back.</li>
          <li>
            Their games: the mode, level, score, time taken and date, and each question with the answer given, whether
            it was right, and how long it took.
          </li>
          <li>
            Their progress: daily streak, streak shields, Times Table Tower wins, badges, missions and rewards you set,
            head-to-head challenges, and the AI feedback written about their sessions.
          </li>
          <li>
            Their avatar: the options they chose (such as a robot with a blue theme) and the picture made from them.
          </li>
        </ul>
        <h3>To keep accounts safe</h3>
        <ul>
          <li>
            Signed-in sessions: a hashed session token, its expiry and your browser's name and version (user agent).
          </li>
          <li>
            A hashed marker for browsers where you have signed in, so that wrong PINs typed elsewhere cannot lock your
            family's own devices.
          </li>
          <li>Counts of failed sign-in attempts per email, per family and per internet (IP) address.</li>
          <li>
            Server logs of requests (IP address, page or action, time and result), used to run and protect the service.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use-it",
    heading: "How we use it, and our lawful bases",
    body: (
      <>
        <ul>
          <li>
            <strong>To provide Maths Sprint</strong> (contract): creating your account and child profiles, running the
            games, saving results, awarding badges and streaks, showing progress, missions and challenges, and taking
            Premium payments.
          </li>
          <li>
            <strong>To keep it safe and working</strong> (legitimate interests): protecting sign-in, limiting repeated
            PIN guesses, preventing abuse and fixing faults.
          </li>
          <li>
            <strong>To answer you</strong> (legitimate interests): replying to support messages and sending the service
            emails you need, such as a password reset or a security alert. We write only to an address its owner has
            confirmed by the link we send at sign-up (or when you change it): until then we send it nothing but that
            link and a password reset. When you change your address we tell the old one, then write only to the new.
          </li>
          <li>
            <strong>To meet the law</strong> (legal obligation): keeping payment records that tax law requires.
          </li>
          <li>
            <strong>Where you choose</strong> (consent): for example, if you agree that a testimonial may be shown
            publicly. You can withdraw consent at any time.
          </li>
        </ul>
        <p>
          We process children's data only to provide the service their parent or carer asked for, in their best
          interests.
        </p>
      </>
    ),
  },
  {
    id: "who-helps-us",
    heading: "Who helps us (processors)",
    body: (
      <>
        <p>
          We use a small number of service providers who process data on our behalf, under written contracts, only on
          our instructions. Some are only used when that feature is switched on:
        </p>
        <ul>
          <li>
            <strong>Hosting and storage</strong>: the servers and database where Maths Sprint and its data live.
          </li>
          <li>
            <strong>Payment provider</strong>: takes card payments for Premium on its own secure checkout page. It
            receives your email address and card details; we receive only the subscription status, billing dates and the
            card brand and last 4 digits.
          </li>
          <li>
            <strong>Email delivery provider</strong>: sends our emails, so it sees your email address and the message.
          </li>
          <li>
            <strong>AI provider</strong>: writes tutor feedback, mission suggestions and avatar pictures. It receives
            only what the task needs, such as a session's questions, answers and scores or the avatar options chosen,
            and never your email address, a PIN or payment details. When no AI provider is set up, the same features are
            produced by our own built-in rules and nothing leaves our servers.
          </li>
        </ul>
        <p>
          Our captcha on public forms is self-hosted, so no third party sees who fills them in. We do not share data
          with anyone else unless the law requires it.
        </p>
        <p>
          If a provider processes data outside the UK, we make sure it is protected as UK law requires, for example by
          the UK's adequacy regulations or the International Data Transfer Agreement.
        </p>
      </>
    ),
  },
  {
    id: "how-long",
    heading: "How long we keep it",
    body: (
      <ul>
        <li>Account, child profiles and game history: for as long as your account is open.</li>
        <li>A deleted child profile: removed straight away, together with its games, badges and avatars.</li>
        <li>
          When you delete your account (from Account Settings, once no subscription is running): everything we store
          about your family is deleted at once, in one step, and every device is signed out. That includes your support
          messages and our support team's copies of them, and every email we wrote to you. What remains:
          <ul>
            <li>
              The email confirming the deletion. We keep your email address with it only until it has been delivered (if
              our email provider cannot take it at once, we try again for up to a day), then delete it. It says nothing
              about your children.
            </li>
            <li>The payment records our payment provider keeps (see below).</li>
            <li>
              If you signed up through a friend's link and one of your children had played, your friend's count of
              completed invitations keeps its entry, which no longer points to you.
            </li>
          </ul>
        </li>
        <li>Feedback you send us: for as long as your account is open, and deleted with it.</li>
        <li>Payment records (not card details): 6 years, as UK tax law requires.</li>
        <li>Parent sign-in sessions: up to 30 days; child sessions: 60 minutes; password reset links: 60 minutes.</li>
        <li>Server logs: up to 30 days, unless needed to investigate a security problem.</li>
        <li>
          Support messages: up to 2 years after the conversation ends. Requests stored with your account, or sent from
          its email address, are deleted with it, together with our copies of them; a message our support team has
          already received in its mailbox is kept there for up to the same 2 years. If someone else&apos;s message to us
          quotes your email address, their message stays theirs, with your address taken out of it.
        </li>
      </ul>
    ),
  },
  {
    id: "security",
    heading: "How we protect it",
    body: (
      <ul>
        <li>All traffic is encrypted (HTTPS).</li>
        <li>Passwords are hashed with Argon2id; PINs, session tokens and reset links are stored only as hashes.</li>
        <li>Repeated wrong PINs slow down and then pause PIN sign-in, and we email you if that happens.</li>
        <li>A strict content security policy stops the site from loading code from anywhere else.</li>
        <li>Access to personal data is limited to the people who need it to run the service.</li>
      </ul>
    ),
  },
  {
    id: "your-rights",
    heading: "Your rights, and your children's",
    body: (
      <>
        <p>Under UK GDPR you have the right to:</p>
        <ul>
          <li>ask for a copy of the personal data we hold (access);</li>
          <li>have it corrected (rectification) or deleted (erasure);</li>
          <li>ask us to limit its use (restriction) or object to our use of it;</li>
          <li>receive it in a machine-readable format (portability);</li>
          <li>withdraw any consent you have given.</li>
        </ul>
        <p>
          You can download a copy of everything we store about your family yourself, at any time: Account Settings,
          "Download my family's data", gives one JSON file (machine-readable, for access and portability) with your
          account, your children's profiles, every game with its questions, badges, missions, rewards, avatars, support
          requests, feedback and subscription. Passwords, PINs and sign-in tokens are stored only as hashes and are left
          out.
        </p>
        <p>
          These rights belong to children too. A parent or carer can use them on a child's behalf, and an older child
          who understands them can ask for themselves (in Scotland, a child aged 12 or over is presumed able to). You
          can change or delete a child profile, and delete your account, yourself from your dashboard and Account
          Settings; for anything else, contact us through the <Link to="/support">Help Center</Link>. We answer within
          one month.
        </p>
        <p>
          If you are unhappy with how we handle data, please tell us first. You can also complain to the Information
          Commissioner's Office (ICO) at ico.org.uk or on 0303 123 1113.
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    heading: "Cookies and browser storage",
    body: (
      <p>
        We use only the cookies and browser storage needed to sign you in and to keep finished games safe until they are
        saved. There are no analytics or advertising cookies. Our <Link to="/cookie-policy">cookie policy</Link> lists
        each one.
      </p>
    ),
  },
  {
    id: "changes",
    heading: "Changes to this policy",
    body: (
      <p>
        If we change this policy in a way that matters, we will tell account holders by email before the change takes
        effect. The date at the top shows when it was last updated.
      </p>
    ),
  },
];

export default function PrivacyPolicy() {
  return (
    <LegalPage
      title="Privacy policy"
      intro={
        <p>
          This policy explains what personal data Maths Sprint collects about parents, carers and children, why we
          collect it, who helps us process it, how long we keep it and the rights you and your children have. We have
          tried to write it plainly; a short version for children is in section 2.
        </p>
      }
      sections={SECTIONS}
    />
  );
}
