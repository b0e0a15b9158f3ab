// The stand-in's company register for the invoice-title search (the real backend asks a
// business-information service). Invented companies with well-formed unified social credit codes
// (GB 32100 check characters; a test checks each against the shared rule). Listed in answer order.
export const COMPANIES: readonly { name: string; tax_number: string }[] = [
  ['悠游旅行（北京）科技有限公司', '91110105MA01K7TX32'],
  ['北京华辰科技发展有限公司', '91110108MA004RFW26'],
  ['北京燕园国际旅行社有限公司', '911101081023745962'],
  ['上海浦江数据服务有限公司', '91310115MA1HB2Q8XU'],
  ['上海申江国际贸易有限公司', '91310101132205847X'],
  ['深圳前海云帆网络科技有限公司', '91440300MA5F3XK413'],
  ['深圳市南山创新电子有限公司', '91440300192263457K'],
  ['广州天河恒信商务咨询有限公司', '91440106MA59C7HN21'],
  ['杭州西湖云栖软件有限公司', '91330106MA2H0LD534'],
  ['成都锦城文化传媒有限公司', '91510107MA61R9W07M'],
  ['武汉长江智造设备有限公司', '91420106MA4K2UCJ8H'],
  ['南京金陵医药连锁有限公司', '91320102134890265P'],
  ['西安丝路国际物流有限公司', '91610113MA6U8Y1P4E'],
  ['厦门鹭岛航空服务有限公司', '913502031541870936'],
  ['重庆山城餐饮管理有限公司', '91500103MA60EJ2R64'],
  ['天津滨海新能源科技有限公司', '91120116MA05N6GW1E'],
  ['青岛海湾食品销售有限公司', '91370202163571248Q'],
  ['三亚椰风酒店管理有限公司', '91460202MA5T4L8D0X'],
  ['昆明彩云之南旅游开发有限公司', '91530102MA6K9BN37P'],
  ['海南悠游国际旅行社有限公司', '91460100MA5TC3QY2H'],
].map(([name, taxNumber]) => ({ name: name!, tax_number: taxNumber! }));

export const MAX_COMPANY_MATCHES = 10;

/** Companies whose name contains `keyword` (case-insensitive), at most ten, in register order. */
export function searchCompanies(keyword: string): { name: string; tax_number: string }[] {
  const needle = keyword.toLowerCase();
  return COMPANIES.filter((company) => company.name.toLowerCase().includes(needle)).slice(
    0,
    MAX_COMPANY_MATCHES,
  );
}
