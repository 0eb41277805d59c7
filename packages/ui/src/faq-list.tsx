import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';

export interface FaqItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/** Questions that open to their answers (native details/summary: keyboard and screen readers). */
export function FaqList({ items }: { items: FaqItem[] }) {
  return (
    <div className="ui-faqs">
      {items.map((faq) => (
        <details key={faq.id} className="ui-faqs__item">
          <summary>
            <span>{faq.question}</span>
            <ChevronDown aria-hidden="true" size={20} className="ui-faqs__chevron" />
          </summary>
          <div className="ui-faqs__answer">{faq.answer}</div>
        </details>
      ))}
    </div>
  );
}
