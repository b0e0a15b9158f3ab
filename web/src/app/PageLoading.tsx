import DotLoading from 'antd-mobile/es/components/dot-loading';

/** Shown while the first page's chunk loads. */
export function PageLoading() {
  return (
    <div className="sf-center-loading" role="status">
      <DotLoading color="primary" />
      <span>加载中</span>
    </div>
  );
}
