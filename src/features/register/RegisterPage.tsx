// /register and /join: the join-as-partner application, then its receipt.
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '@/lib/useTranslation';
import type { RegistrationReceipt } from '@/api';
import { Icon } from '@/components/Icon';
import { useDocumentTitle } from '@/lib/useDocumentTitle';
import { RegistrationForm } from './RegistrationForm';
import { RegistrationSuccess } from './RegistrationSuccess';
import './register.css';

const BENEFITS = ['visibility', 'offers', 'badges', 'free'] as const;

export function RegisterPage() {
  const { t } = useTranslation('register');
  const [receipt, setReceipt] = useState<RegistrationReceipt | null>(null);
  // /register and /join keep this screen mounted across visits, so a receipt would outlive the visit
  // it answered: "Join Us" from the receipt would show it again and no second business could apply.
  // A new visit (a new location key, even to the same path) drops it. A receipt still arriving
  // after the move shows on the new visit, so an application that was stored is never left unsaid.
  const { key: visit } = useLocation();
  const [receiptVisit, setReceiptVisit] = useState(visit);
  if (receiptVisit !== visit) {
    setReceiptVisit(visit);
    setReceipt(null);
  }
  useDocumentTitle(receipt ? t('success.title') : t('title'));

  if (receipt) {
    return (
      <div className="container page register-page">
        <RegistrationSuccess receipt={receipt} />
      </div>
    );
  }

  return (
    <div className="container page register-page">
      <header className="register-intro">
        <p className="register-intro__eyebrow">{t('eyebrow')}</p>
        <h1 className="page-title" id="register-title">
          {t('title')}
        </h1>
        <p className="page-lead register-intro__lead">{t('lead')}</p>
      </header>
      <div className="register-layout">
        <RegistrationForm onSubmitted={setReceipt} />
        <aside className="register-aside" aria-labelledby="register-benefits-title">
          <h2 className="register-aside__title" id="register-benefits-title">
            {t('benefits.title')}
          </h2>
          <ul className="register-aside__list">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>
                <Icon name="check" size={18} />
                <span>{t(`benefits.${benefit}`)}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
