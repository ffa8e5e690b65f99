import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    title: 'Who we are',
    body: (
      <p>
        This portfolio tracker (&quot;the service&quot;) is run by its owner, named on the service&apos;s website, who is responsible for
        your personal data. Contact the owner at the address given there for any question about this policy.
      </p>
    ),
  },
  {
    title: 'What we keep',
    body: (
      <>
        <p>We keep only what the service needs to work:</p>
        <ul>
          <li>your account: name, e-mail address, profile picture address, and the sign-in methods you use;</li>
          <li>your settings: display currency, locale, theme and dashboard layouts;</li>
          <li>what you record: brokers, accounts, portfolios, transactions and watchlists;</li>
          <li>subscription and payment status (card details stay with the payment provider, never with us);</li>
          <li>technical logs (time, page, errors) kept for a short time to keep the service safe and working.</li>
        </ul>
      </>
    ),
  },
  {
    title: 'Sign-in through Firebase Authentication',
    body: (
      <p>
        Sign-in is handled by Google Firebase Authentication. When you sign in with an e-mail and password, or with Google, Facebook or X
        (Twitter), that provider and Firebase process your e-mail address, name and sign-in identifiers under their own privacy policies. We
        never see your password. Visitors who have not signed in get an anonymous session, which holds no personal data: it becomes
        your account when you sign up, and is deleted when you sign in to an existing account.
      </p>
    ),
  },
  {
    title: 'Why we use it',
    body: (
      <p>
        To run your account and show your portfolio, to compute figures such as gains, dividends and forecasts, to send the e-mails the
        service needs (verification, password reset), and to keep the service secure. We do not use your data for advertising.
      </p>
    ),
  },
  {
    title: 'We do not sell your data',
    body: (
      <p>
        We do not sell, rent or trade your personal data or your portfolio data. We share it only with the providers that run the service
        for us (hosting, sign-in, payments, market data look-ups by ticker), bound to use it only for that.
      </p>
    ),
  },
  {
    title: 'Keeping and deleting your data',
    body: (
      <p>
        We keep your data while your account exists. You can delete your account at any time from your profile: your account and
        everything you recorded are then deleted, apart from what the law requires us to keep (for example invoices). Backups are
        overwritten within a limited time.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You can see, correct, export or delete your data, object to its use, and complain to your data-protection authority. Most of this
        you can do yourself in the app; for the rest, contact the owner.
      </p>
    ),
  },
  {
    title: 'Storage in your browser',
    body: (
      <p>
        The app stores your session and a few preferences (theme, currency, locale) in your browser. They are not used for tracking and are
        cleared when you sign out.
      </p>
    ),
  },
  {
    title: 'Changes',
    body: <p>If this policy changes, the new version is published here with its date; important changes are announced in the app.</p>,
  },
];

export function PrivacyPolicyPage() {
  return <LegalPage title="Privacy policy" updated="[date to fill in]" sections={sections} />;
}
