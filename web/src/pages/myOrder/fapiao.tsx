import { useReadQuery, type QueryRef } from '@apollo/client';
import { Button, Form, Input, List, Result, Tag, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { validateEmail } from '@storefront/schema/validation';
import {
  FapiaoPageOrderQueryDocument,
  FapiaoPageQueryDocument,
  useFapiaoPageRequestMutation,
  type FapiaoPage_EInvoiceFragment,
  type FapiaoPageOrderQuery,
  type FapiaoPageOrderQueryVariables,
  type FapiaoPageQuery,
  type FapiaoPageQueryVariables,
} from '../../__generated__/graphql.ts';
import { usePageData, useRefresh, type PageLoaderArgs } from '../../app/page.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { EmptyState } from '../../components/pageState/EmptyState.tsx';
import { LoginRequired } from '../../components/pageState/LoginRequired.tsx';
import { PageData } from '../../components/pageState/PageData.tsx';
import { PageSkeleton } from '../../components/pageState/PageSkeleton.tsx';
import { sharedRule } from '../../components/form/formRules.ts';
import { SubmitButton } from '../../components/form/SubmitButton.tsx';
import { useLiveValidation } from '../../components/form/useLiveValidation.ts';
import { displayMessage } from '../../lib/errors.ts';
import './fapiao.css';

export const member = true;

export const loader = ({ preload, searchParams }: PageLoaderArgs) => {
  const orderNo = searchParams.get('orderNo')?.trim() ?? '';
  return {
    me: preload<FapiaoPageQuery, FapiaoPageQueryVariables>(FapiaoPageQueryDocument),
    order: orderNo
      ? preload<FapiaoPageOrderQuery, FapiaoPageOrderQueryVariables>(FapiaoPageOrderQueryDocument, {
          variables: { orderNo },
          // The invoice's status moves on the server (开票中 → 已开具): always ask again on arrival.
          fetchPolicy: 'cache-and-network',
        })
      : null,
  };
};

/** `2026-11-21T09:30:00+08:00` → `2026-11-21 09:30` (the gateway's times are already Shanghai's). */
function shanghaiMinute(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ');
}

/**
 * /myOrder/fapiao?orderNo=: ask for the electronic invoice of a finished order (title, e-mail,
 * amount), or see where the one already asked for stands.
 */
export default function FapiaoPage() {
  const { me, order } = usePageData<typeof loader>();
  const [params] = useSearchParams();
  return (
    <div className="sf-fapiao">
      <PageHeader title="申请发票" fallback="/myOrder/allorder" />
      <PageData fallback={<PageSkeleton lines={5} className="sf-fapiao__state" />}>
        <Fapiao meRef={me} orderRef={order} titleId={params.get('titleId')} />
      </PageData>
    </div>
  );
}

function Fapiao({
  meRef,
  orderRef,
  titleId,
}: {
  meRef: QueryRef<FapiaoPageQuery>;
  orderRef: QueryRef<FapiaoPageOrderQuery> | null;
  titleId: string | null;
}) {
  const me = useReadQuery(meRef).data.me;
  if (!me) return <LoginRequired />;
  if (!orderRef)
    return (
      <EmptyState className="sf-fapiao__state" title="没有指定订单" description="请从订单详情进入申请发票" />
    );
  return <OrderInvoice queryRef={orderRef} email={me.memEmail} titleId={titleId} />;
}

function OrderInvoice({
  queryRef,
  email,
  titleId,
}: {
  queryRef: QueryRef<FapiaoPageOrderQuery>;
  email: string;
  titleId: string | null;
}) {
  const [refresh, refreshing] = useRefresh(queryRef);
  const data = useReadQuery(queryRef).data;
  const order = data.order;
  const onRefresh = () => void refresh().catch(() => undefined);
  if (!order) {
    return (
      <EmptyState
        className="sf-fapiao__state"
        title="找不到这个订单"
        description="订单可能已删除，请回到订单列表查看"
      />
    );
  }
  return (
    <>
      <section className="sf-card sf-fapiao__order" aria-label="订单">
        <div className="sf-fapiao__order-title">{order.title}</div>
        {order.subtitle ? <div className="sf-fapiao__order-sub">{order.subtitle}</div> : null}
        <div className="sf-fapiao__order-meta">
          <span>订单号 {order.orderNo}</span>
          <Tag color="default">{order.statusText}</Tag>
        </div>
      </section>
      {data.eInvoice ? (
        <InvoiceStatus invoice={data.eInvoice} onRefresh={onRefresh} refreshing={refreshing} />
      ) : order.status !== 'FINISHED' ? (
        <EmptyState
          className="sf-card sf-fapiao__state"
          title="暂不能申请发票"
          description="行程结束、订单完成后即可申请电子发票"
        />
      ) : (
        <RequestForm
          orderNo={order.orderNo}
          amount={order.total.text}
          titles={data.invoiceTitles}
          titleId={titleId}
          email={email}
          onRequested={onRefresh}
        />
      )}
    </>
  );
}

function InvoiceStatus({
  invoice,
  onRefresh,
  refreshing,
}: {
  invoice: FapiaoPage_EInvoiceFragment;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const issued = invoice.status === 'ISSUED';
  return (
    <section className="sf-card" aria-label="电子发票">
      <Result
        status={issued ? 'success' : 'waiting'}
        title={issued ? '发票已开具' : '发票开具中'}
        description={
          issued ? `电子发票已发送至 ${invoice.email}` : `开具后将发送至 ${invoice.email}，请留意邮箱`
        }
      />
      <List className="sf-fapiao__details">
        <List.Item extra={invoice.titleName}>发票抬头</List.Item>
        {invoice.taxNumber ? <List.Item extra={invoice.taxNumber}>纳税人识别号</List.Item> : null}
        <List.Item extra={invoice.amount.text}>发票金额</List.Item>
        <List.Item extra={shanghaiMinute(invoice.requestedAt)}>申请时间</List.Item>
        {invoice.issuedAt ? <List.Item extra={shanghaiMinute(invoice.issuedAt)}>开具时间</List.Item> : null}
      </List>
      {issued ? null : (
        <Button block fill="outline" color="primary" shape="rounded" loading={refreshing} onClick={onRefresh}>
          刷新开票状态
        </Button>
      )}
    </section>
  );
}

interface RequestFormProps {
  orderNo: string;
  amount: string;
  titles: FapiaoPageOrderQuery['invoiceTitles'];
  titleId: string | null;
  email: string;
  onRequested: () => void;
}

function RequestForm({ orderNo, amount, titles, titleId, email, onRequested }: RequestFormProps) {
  const [form] = Form.useForm<{ email: string }>();
  const lv = useLiveValidation();
  const navigate = useNavigate();
  const [request, { loading }] = useFapiaoPageRequestMutation();
  const submitting = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  // The title picked on /myOrder/fapiaoTitle, else the default, else the first.
  const title =
    titles.find((candidate) => candidate.id === titleId) ??
    titles.find((candidate) => candidate.isDefault) ??
    titles[0];
  const chooseTitle = () =>
    navigate(
      `/myOrder/fapiaoTitle?orderNo=${encodeURIComponent(orderNo)}${title ? `&titleId=${encodeURIComponent(title.id)}` : ''}`,
    );

  const onFinish = async (values: { email: string }) => {
    if (submitting.current) return;
    if (!title) return void setFormError('请先选择发票抬头');
    submitting.current = true;
    setFormError(null);
    try {
      const { data } = await request({
        variables: { input: { orderNo, invoiceTitleId: title.id, email: values.email.trim() } },
      });
      const payload = data?.requestEInvoice;
      if (!payload) throw new Error('empty payload');
      if (payload.userErrors.length)
        return void setFormError(payload.userErrors.map((e) => e.message).join('\n'));
      Toast.show({ icon: 'success', content: '已提交开票申请' });
      onRequested();
    } catch (failure) {
      setFormError(displayMessage(failure));
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form
      form={form}
      layout="horizontal"
      className="sf-card sf-fapiao__form"
      initialValues={{ email }}
      onFinish={(values: { email: string }) => void onFinish(values)}
      onFinishFailed={lv.touchAll}
      onValuesChange={() => formError && setFormError(null)}
      footer={
        <>
          {formError ? (
            <div className="sf-fapiao__error" role="alert">
              {formError}
            </div>
          ) : null}
          <SubmitButton loading={loading} loadingText="提交中">
            提交申请
          </SubmitButton>
        </>
      }
    >
      <Form.Header>电子发票</Form.Header>
      <Form.Item label="发票抬头" onClick={chooseTitle} arrowIcon>
        {title ? (
          <span className="sf-fapiao__title" data-testid="chosen-title">
            {title.name}
            <Tag color={title.kind === 'COMPANY' ? 'primary' : 'default'} fill="outline">
              {title.kind === 'COMPANY' ? '企业' : '个人'}
            </Tag>
          </span>
        ) : (
          <span className="sf-fapiao__placeholder">请添加发票抬头</span>
        )}
      </Form.Item>
      {title?.taxNumber ? <Form.Item label="纳税人识别号">{title.taxNumber}</Form.Item> : null}
      <Form.Item label="发票金额">
        <span className="sf-fapiao__amount">{amount}</span>
      </Form.Item>
      <Form.Item
        name="email"
        label="接收邮箱"
        rules={[sharedRule(validateEmail)]}
        validateTrigger={lv.triggerFor('email')}
      >
        <Input
          type="email"
          inputMode="email"
          clearable
          placeholder="电子发票将发送到此邮箱"
          onBlur={() => lv.touch('email')}
        />
      </Form.Item>
    </Form>
  );
}
