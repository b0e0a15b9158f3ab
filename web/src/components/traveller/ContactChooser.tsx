import { List } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useContactChooserQuery, type ContactChooser_ContactFragment } from '../../__generated__/graphql.ts';
import { LoadError } from '../pageState/LoadError.tsx';
import { EmptyState } from '../pageState/EmptyState.tsx';
import { PageSkeleton } from '../pageState/PageSkeleton.tsx';
import { maskMobile } from '../../lib/mask.ts';
import './traveller.css';

/** Props of ContactChooser: pick one of the member's saved contacts. */
export interface ContactChooserProps {
  /** The contact shown as chosen (with a check); none when absent. */
  selectedId?: string | null;
  /** Called with the tapped contact (name, mobile, e-mail), e.g. to fill the order's contact fields. */
  onSelect: (contact: ContactChooser_ContactFragment) => void;
}

/** The member's saved contacts (联系人) as a list to pick one from. */
export function ContactChooser({ selectedId, onSelect }: ContactChooserProps) {
  const { data, loading, error, refetch } = useContactChooserQuery({ notifyOnNetworkStatusChange: true });
  if (error && !data) {
    return (
      <LoadError
        className="sf-traveller-chooser__state"
        title="联系人加载失败"
        error={error}
        retrying={loading}
        onRetry={() => void refetch()}
      />
    );
  }
  if (!data) return <PageSkeleton lines={3} />;
  if (data.contacts.length === 0) {
    return (
      <EmptyState
        className="sf-traveller-chooser__state"
        title="还没有常用联系人"
        description="请直接填写联系人姓名和手机号"
      />
    );
  }
  return (
    <List className="sf-contact-chooser" aria-label="常用联系人">
      {data.contacts.map((contact) => (
        <List.Item
          key={contact.id}
          onClick={() => onSelect(contact)}
          description={contact.email ?? undefined}
          extra={
            contact.id === selectedId ? (
              <CheckOutline className="sf-contact-chooser__check" aria-label="已选" />
            ) : null
          }
          arrowIcon={false}
        >
          {contact.name}
          <span className="sf-contact-chooser__mobile">{maskMobile(contact.mobile)}</span>
        </List.Item>
      ))}
    </List>
  );
}
