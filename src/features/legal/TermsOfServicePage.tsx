import { LegalPage, type LegalSection } from './LegalPage';

const sections: LegalSection[] = [
  {
    title: 'The service',
    body: (
      <p>
        This portfolio tracker helps you record your brokers, accounts, portfolios and share transactions and follow their value, income
        and performance. By creating an account or using the service you accept these terms.
      </p>
    ),
  },
  {
    title: 'Not financial advice',
    body: (
      <p>
        Figures, charts, forecasts and market data are for information only. They may be delayed, incomplete or wrong, and they are not
        investment, tax or legal advice. Check important figures with your broker and take your own decisions.
      </p>
    ),
  },
  {
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details safe and tell us if you think someone else uses your account. You are responsible for the data you enter.
        One person per account.
      </p>
    ),
  },
  {
    title: 'Fair use',
    body: (
      <p>
        Do not misuse the service: no attempts to reach other users&apos; data, to disrupt the service, or to extract market data in bulk.
        We may suspend an account that does so.
      </p>
    ),
  },
  {
    title: 'Subscriptions and payments',
    body: (
      <p>
        Some features need a paid subscription or token top-ups, after a free trial. Prices are shown before you pay. You can cancel a
        subscription at any time; it then ends at the close of the period already paid.
      </p>
    ),
  },
  {
    title: 'Your data',
    body: (
      <p>
        Your data stays yours. We use it only to provide the service, as the privacy policy explains, and we never sell it. You can delete
        your account and its data at any time from your profile.
      </p>
    ),
  },
  {
    title: 'Availability and liability',
    body: (
      <p>
        We work to keep the service available and correct, but cannot promise it will always be. As far as the law allows, we are not liable
        for losses caused by relying on the service&apos;s figures or by interruptions.
      </p>
    ),
  },
  {
    title: 'Changes and contact',
    body: (
      <p>
        We may update these terms; the new version is published here with its date, and important changes are announced in the app.
        Questions: contact the owner at the address on the service&apos;s website.
      </p>
    ),
  },
];

export function TermsOfServicePage() {
  return <LegalPage title="Terms of service" updated="[date to fill in]" sections={sections} />;
}
