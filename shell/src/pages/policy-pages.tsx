import { Link } from 'react-router-dom';
import { policyTexts } from './policy-texts.js';

function Policy({
  text,
}: {
  text: { title: string; sections: readonly { heading: string; body: string }[] };
}) {
  return (
    <article className="shell-page shell-policy">
      <h1>{text.title}</h1>
      {text.sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
      <p>
        <Link to="/">{policyTexts.home}</Link>
      </p>
    </article>
  );
}

export const PrivacyPolicy = () => <Policy text={policyTexts.privacy} />;
export const TermsOfService = () => <Policy text={policyTexts.terms} />;
