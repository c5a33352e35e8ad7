import { Link } from "react-router";
import { LegalPage, type LegalSection } from "../components/layout/legal-page";
import { premiumAddsSentence } from "../../shared/messages";
import { pageMeta } from "../seo";
import type { Route } from "./+types/terms";

export const meta: Route.MetaFunction = () =>
  pageMeta({
    path: "/terms",
    title: "Terms of use | Maths Sprint",
    description:
      "The terms for using Maths Sprint: adult account holders, child profiles, the free tier, Premium at £4.99 a month, cancelling, referrals and your rights as a UK consumer.",
  });

const SECTIONS: LegalSection[] = [
  {
    id: "about",
    heading: "About these terms",
    body: (
      <p>
        These terms form the agreement between you and Maths Sprint when you create an account or use the site. Please
        read them with our <Link to="/privacy-policy">privacy policy</Link>, which explains how we use personal data. If
        you do not agree with them, please do not use Maths Sprint.
      </p>
    ),
  },
  {
    id: "who-can-use",
    heading: "Who can use Maths Sprint",
    body: (
      <ul>
        <li>An account can only be opened by an adult aged 18 or over, such as a parent, carer or guardian.</li>
        <li>
          You may add up to 5 child profiles for children in your care. Maths Sprint is designed for children aged 5 to
          11.
        </li>
        <li>You are responsible for how the children you add use Maths Sprint, and for keeping their PINs private.</li>
      </ul>
    ),
  },
  {
    id: "account",
    heading: "Your account",
    body: (
      <ul>
        <li>Use an email address you can read; we send password resets and security alerts there.</li>
        <li>Keep your password to yourself, and tell us straight away if you think someone else has used it.</li>
        <li>
          Choose PINs that are hard to guess. After repeated wrong PINs we pause PIN sign-in for your family until you
          turn it back on from your dashboard.
        </li>
        <li>You can delete child profiles, or your whole account, at any time.</li>
      </ul>
    ),
  },
  {
    id: "free-and-premium",
    heading: "The free tier and Premium",
    body: (
      <>
        <p>The free tier is free for as long as we offer it, with every game. {premiumAddsSentence}</p>
        <ul>
          <li>Premium costs £4.99 a month. We will show the price, in pounds sterling, before you pay.</li>
          <li>
            It is a monthly subscription that renews automatically until you cancel. Card payments are taken by our
            payment provider; we never store your card details.
          </li>
          <li>
            You can cancel anytime from Account Settings. Premium then continues until the end of the month you have
            paid for, and you will not be charged again.
          </li>
          <li>
            As a UK consumer you may cancel within 14 days of first subscribing. If you ask for Premium to start
            straight away and then cancel in that period, we will refund you, less a fair amount for the days you used.
          </li>
          <li>
            If we change the price, we will email you at least 30 days before it applies, and you can cancel before
            then.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "referrals",
    heading: "Referrals",
    body: (
      <p>
        When a new family signs up through your referral link, they get 1 week of Premium and you get 1 week of Premium
        once they have confirmed their email address and one of their children has finished a first game, and both
        families' children get a Referral Champion badge. Referral rewards are limited to 4 weeks in total, have no cash
        value, and may be withdrawn if a referral is not genuine.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    heading: "Using Maths Sprint fairly",
    body: (
      <>
        <p>Please do not:</p>
        <ul>
          <li>try to get into an account that is not yours, or guess other families' PINs;</li>
          <li>interfere with the service, probe it for weaknesses without our permission, or overload it;</li>
          <li>use automated tools to play games, collect content or create accounts;</li>
          <li>send anything unlawful, offensive or harmful through support or feedback forms.</li>
        </ul>
        <p>We may suspend or close an account that breaks these rules, and we will tell you why.</p>
      </>
    ),
  },
  {
    id: "content",
    heading: "Our content and your feedback",
    body: (
      <p>
        The games, questions, designs and text of Maths Sprint belong to us or our licensors. You may use them for your
        family's own learning. If you send us feedback or a testimonial, you allow us to use it to improve the service,
        and we will only show it publicly if you agree.
      </p>
    ),
  },
  {
    id: "ai",
    heading: "AI features",
    body: (
      <p>
        Tutor feedback, mission suggestions and avatars may be produced by automated systems, including AI. We check how
        they are designed, but they can occasionally be wrong or odd. They are encouragement and ideas for practice, not
        a professional assessment of your child, and you decide what to use.
      </p>
    ),
  },
  {
    id: "availability",
    heading: "Availability and changes",
    body: (
      <p>
        We work to keep Maths Sprint available and to improve it, but it may sometimes be unavailable for maintenance or
        for reasons outside our control. We may change features; if a change significantly reduces what a paid
        subscription includes, we will tell you in advance and you may cancel and receive a refund for any unused
        period.
      </p>
    ),
  },
  {
    id: "liability",
    heading: "Our responsibility to you",
    body: (
      <>
        <p>
          We provide Maths Sprint with reasonable care and skill. If we fail to do so, you have rights under the
          Consumer Rights Act 2015, and nothing in these terms takes those rights away.
        </p>
        <p>
          We are not responsible for losses that were not foreseeable, or for business losses, as Maths Sprint is for
          family use. Nothing in these terms limits our liability for death or personal injury caused by our negligence,
          for fraud, or for anything else the law does not allow us to limit.
        </p>
      </>
    ),
  },
  {
    id: "law",
    heading: "Law and disputes",
    body: (
      <p>
        These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland, you may
        also bring proceedings in your local courts, and the mandatory consumer protections of your home nation apply.
        If something goes wrong, please contact us first; most problems are solved quickly.
      </p>
    ),
  },
  {
    id: "contact",
    heading: "Contact us",
    body: (
      <p>
        Write to us through our <Link to="/support">Help Center</Link>. We reply within 24 hours.
      </p>
    ),
  },
];

export default function Terms() {
  return (
    <LegalPage
      title="Terms of use"
      intro={<p>The agreement between Maths Sprint and the parents and carers who use it, in plain English.</p>}
      sections={SECTIONS}
    />
  );
}
