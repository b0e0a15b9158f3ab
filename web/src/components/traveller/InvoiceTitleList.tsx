import { Button, Dialog, Popup, Tag, Toast } from 'antd-mobile';
import { AddOutline, CheckOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import {
  useInvoiceTitleListDeleteMutation,
  useInvoiceTitleListQuery,
  type InvoiceTitleList_InvoiceTitleFragment,
} from '../../__generated__/graphql.ts';
import { LoadError } from '../pageState/LoadError.tsx';
import { EmptyState } from '../pageState/EmptyState.tsx';
import { PageSkeleton } from '../pageState/PageSkeleton.tsx';
import { displayMessage } from '../../lib/errors.ts';
import { InvoiceTitleForm } from './InvoiceTitleForm.tsx';
import './traveller.css';

/** Props of InvoiceTitleList: the member's invoice titles, to manage and optionally choose one. */
export interface InvoiceTitleListProps {
  /** The title shown as chosen (with a check); none when absent. */
  selectedId?: string | null;
  /** Makes rows choosable: called with the tapped title. Without it the list only manages titles. */
  onSelect?: (title: InvoiceTitleList_InvoiceTitleFragment) => void;
}

type Editing = { title: InvoiceTitleList_InvoiceTitleFragment | null } | null;

/**
 * The member's invoice titles (default first) with 新增抬头, and per row 编辑 and 删除 (after a
 * confirmation). Saving or deleting reloads the list: the server moves the default.
 */
export function InvoiceTitleList({ selectedId, onSelect }: InvoiceTitleListProps) {
  const { data, loading, error, refetch } = useInvoiceTitleListQuery({ notifyOnNetworkStatusChange: true });
  const [remove] = useInvoiceTitleListDeleteMutation();
  const [editing, setEditing] = useState<Editing>(null);

  const confirmDelete = async (title: InvoiceTitleList_InvoiceTitleFragment) => {
    const sure = await Dialog.confirm({
      content: `确定删除发票抬头“${title.name}”吗？`,
      confirmText: '删除',
      cancelText: '取消',
    });
    if (!sure) return;
    try {
      const { data: answer } = await remove({ variables: { input: { id: title.id } } });
      const payload = answer?.deleteInvoiceTitle;
      if (payload?.userErrors.length)
        return void Toast.show({ content: payload.userErrors.map((e) => e.message).join('\n') });
      Toast.show({ icon: 'success', content: '已删除' });
      await refetch();
    } catch (failure) {
      Toast.show({ content: displayMessage(failure) });
    }
  };

  let body;
  if (error && !data) {
    body = (
      <LoadError
        className="sf-traveller-chooser__state"
        title="发票抬头加载失败"
        error={error}
        retrying={loading}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data) {
    body = <PageSkeleton lines={4} />;
  } else if (data.invoiceTitles.length === 0) {
    body = (
      <EmptyState
        className="sf-traveller-chooser__state"
        title="还没有发票抬头"
        description="点击“新增抬头”添加个人或企业抬头"
      />
    );
  } else {
    body = (
      <ul className="sf-invoice-list" aria-label="发票抬头">
        {data.invoiceTitles.map((title) => {
          const chosen = title.id === selectedId;
          const main = (
            <>
              <span className="sf-invoice-list__name">
                {title.name}
                <Tag color={title.kind === 'COMPANY' ? 'primary' : 'default'} fill="outline">
                  {title.kind === 'COMPANY' ? '企业' : '个人'}
                </Tag>
                {title.isDefault ? <Tag color="primary">默认</Tag> : null}
              </span>
              {title.taxNumber ? <span className="sf-invoice-list__tax">税号 {title.taxNumber}</span> : null}
            </>
          );
          return (
            <li
              key={title.id}
              className={`sf-invoice-list__row${chosen ? ' sf-invoice-list__row--chosen' : ''}`}
            >
              {onSelect ? (
                <button
                  type="button"
                  className="sf-invoice-list__main"
                  onClick={() => onSelect(title)}
                  aria-pressed={chosen}
                >
                  {chosen ? <CheckOutline className="sf-invoice-list__check" aria-label="已选" /> : null}
                  {main}
                </button>
              ) : (
                <div className="sf-invoice-list__main">{main}</div>
              )}
              <span className="sf-invoice-list__actions">
                <Button
                  size="mini"
                  fill="none"
                  color="primary"
                  onClick={() => setEditing({ title })}
                  aria-label={`编辑${title.name}`}
                >
                  编辑
                </Button>
                <Button
                  size="mini"
                  fill="none"
                  color="danger"
                  onClick={() => void confirmDelete(title)}
                  aria-label={`删除${title.name}`}
                >
                  删除
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="sf-invoice-titles">
      {body}
      <Button
        className="sf-invoice-titles__add"
        block
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => setEditing({ title: null })}
      >
        <AddOutline /> 新增抬头
      </Button>
      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditing(null)}
        onClose={() => setEditing(null)}
        destroyOnClose
        bodyClassName="sf-traveller-chooser__popup"
      >
        <div className="sf-traveller-chooser__popup-head">
          <span>{editing?.title ? '编辑发票抬头' : '新增发票抬头'}</span>
          <Button size="mini" fill="none" onClick={() => setEditing(null)}>
            取消
          </Button>
        </div>
        {editing ? (
          <InvoiceTitleForm
            title={editing.title}
            onSaved={(id) => {
              setEditing(null);
              Toast.show({ icon: 'success', content: '已保存' });
              void refetch().then(({ data: fresh }) => {
                // A new title is chosen at once where the list chooses: that is why it was added.
                const saved = fresh.invoiceTitles.find((candidate) => candidate.id === id);
                if (saved && onSelect && !editing.title) onSelect(saved);
              });
            }}
          />
        ) : null}
      </Popup>
    </div>
  );
}
