import { useSession, useSubject, userData$ } from '@kaspit/shared-auth';
import { NavLink } from 'react-router-dom';
import { areas } from '../areas.js';
import { messages } from '../messages.js';

/** `/main`: a greeting and a card per area, with what is already loaded about the account. */
export function MainPage() {
  const { user } = useSession();
  const data = useSubject(userData$);
  const counts: Record<string, number | undefined> = {
    '/records': data.status === 'ready' ? data.outcomes.length + data.incomes.length : undefined,
    '/discounts': data.status === 'ready' ? data.discounts.length : undefined,
  };
  return (
    <section className="shell-page">
      <h1>{messages.mainTitle(user?.displayName ?? '')}</h1>
      {data.status === 'error' && <p role="alert">{messages.dataLoadFailed}</p>}
      <ul className="shell-cards">
        {areas.map(({ route, label }) => (
          <li key={route}>
            <NavLink to={route} className="shell-card">
              <strong>{label}</strong>
              {counts[route] !== undefined && <span>{messages.recordCount(counts[route]!)}</span>}
            </NavLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
