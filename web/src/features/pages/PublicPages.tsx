import { LinkCards } from '../../components/LinkCards';
import { Placeholder } from '../../components/Placeholder';
import { ContentPending, SectionFrame } from '../../components/SectionFrame';
import { useContent } from '../../stores/content';

/** Under construction by design (spec 1 §1). */
export function WorkshopPage() {
  return <Placeholder title="Мастерская" code="workshop" />;
}

/** Under construction by design (spec 1 §1). */
export function PortfolioPage() {
  return <Placeholder title="Портфолио" code="portfolio" />;
}

/** /contact: the streaming and messenger channels (spec 1 §2). */
export function ContactPage() {
  const contacts = useContent('contacts');
  return (
    <SectionFrame title={contacts?.title ?? 'Контакты'} code="contact" level={1} className="contacts">
      {contacts ? (
        <>
          <p className="contacts__intro">{contacts.intro}</p>
          <LinkCards cards={contacts.links} className="link-cards--two" />
        </>
      ) : (
        <ContentPending height={200} />
      )}
    </SectionFrame>
  );
}
