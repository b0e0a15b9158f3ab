import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME, SHOP_TITLE, titleFor } from './titles.ts';

describe('titleFor (spec §2.3)', () => {
  it('defaults to the product name', () => {
    expect(PRODUCT_NAME).toBe('悠游旅行');
    expect(titleFor('/')).toBe(PRODUCT_NAME);
    expect(titleFor('/no/such/page')).toBe(PRODUCT_NAME);
    // Object.prototype names are not routes.
    expect(titleFor('/constructor')).toBe(PRODUCT_NAME);
  });

  it('names fixed pages, ignoring a trailing slash', () => {
    expect(titleFor('/login')).toBe('登录');
    expect(titleFor('/personal/')).toBe('我的');
    expect(titleFor('/public/citytab')).toBe('选择城市');
    expect(titleFor('/personal/setting')).toBe('设置');
    expect(titleFor('/personal/setting/setinfo')).toBe('个人信息');
    expect(titleFor('/personal/setting/password')).toBe('修改密码');
    expect(titleFor('/personal/setting/about')).toBe('关于我们');
    expect(titleFor('/myOrder/allorder', '?ProStatusType=999')).toBe('订单列表');
    expect(titleFor('/download')).toBe('下载悠游旅行APP');
    expect(titleFor('/talkTip')).toBe('温馨提示');
    expect(titleFor('/agreement')).toBe('用户协议');
    expect(titleFor('/webview/agreement_yidong')).toBe('中国移动认证服务协议');
  });

  it('/air/airDetail: start → end one-way (route_type 1), ⇌ otherwise', () => {
    const q = 'start_city_name=北京&end_city_name=上海';
    expect(titleFor('/air/airDetail', `?${q}&route_type=1`)).toBe('北京→上海');
    expect(titleFor('/air/airDetail', `?${q}&route_type=2`)).toBe('北京⇌上海');
    expect(titleFor('/air/airDetail', `?${q}`)).toBe('北京⇌上海');
    expect(titleFor('/air/airDetail', '?route_type=1&start_city_name=北京')).toBe(PRODUCT_NAME);
  });

  it('/air/airChooseOffer: change date for Flytype 3 or 4', () => {
    expect(titleFor('/air/airChooseOffer')).toBe('选择日期');
    expect(titleFor('/air/airChooseOffer', '?Flytype=3')).toBe('更改日期');
    expect(titleFor('/air/airChooseOffer', '?Flytype=4')).toBe('更改日期');
    expect(titleFor('/air/airChooseOffer', '?Flytype=1')).toBe('选择日期');
  });

  it('/team: group tour for class_id 1 only', () => {
    expect(titleFor('/team', '?class_id=1')).toBe('跟团游');
    expect(titleFor('/team', '?class_id=2')).toBe(PRODUCT_NAME);
    expect(titleFor('/team')).toBe(PRODUCT_NAME);
  });

  it('/team/list: the keywordSearch value', () => {
    expect(titleFor('/team/list', '?keywordSearch=%E4%BA%91%E5%8D%97&class_id=1')).toBe('云南');
    expect(titleFor('/team/list', '?keywordSearch=')).toBe(PRODUCT_NAME);
    expect(titleFor('/team/list')).toBe(PRODUCT_NAME);
  });

  it('/searchPages: border tours for class_id 6', () => {
    expect(titleFor('/searchPages', '?class_id=6')).toBe('边境游');
    expect(titleFor('/searchPages', '?class_id=1')).toBe(PRODUCT_NAME);
  });

  it('addguest and addguestdomestic: edit with an id, add without', () => {
    for (const path of ['/subscribe/guestList/addguest', '/subscribe/guestList/addguestdomestic']) {
      expect(titleFor(path, '?id=12')).toBe('编辑旅客');
      expect(titleFor(path)).toBe('添加旅客');
      expect(titleFor(path, '?id=')).toBe('添加旅客');
    }
    expect(titleFor('/subscribe/guestList/team')).toBe('常用旅客');
    expect(titleFor('/subscribe/guestList/teamdomestic')).toBe('常用旅客');
  });

  it('/subscribe/contracts by type', () => {
    expect(titleFor('/subscribe/contracts', '?type=1')).toBe('旅游合同');
    expect(titleFor('/subscribe/contracts', '?type=2')).toBe('出境合同');
    expect(titleFor('/subscribe/contracts', '?type=3')).toBe('签证合同');
    expect(titleFor('/subscribe/contracts', '?type=4')).toBe('邮轮合同');
    expect(titleFor('/subscribe/contracts', '?type=5')).toBe(PRODUCT_NAME);
    expect(titleFor('/subscribe/contracts', '?type=constructor')).toBe(PRODUCT_NAME);
  });

  it('/myOrder/airOrder/result: refund for type 0, change otherwise', () => {
    expect(titleFor('/myOrder/airOrder/result', '?type=0')).toBe('申请退票');
    expect(titleFor('/myOrder/airOrder/result', '?type=1')).toBe('申请改签');
    expect(titleFor('/myOrder/airOrder/result')).toBe('申请改签');
  });

  it('/train/trainList: the journey with the change suffixes', () => {
    const q = '?start_city_name=北京&end_city_name=天津';
    expect(titleFor('/train/trainList', q)).toBe('北京→天津');
    expect(titleFor('/train/trainList', `${q}&isOnOff=true`)).toBe('北京→天津（改签）');
    expect(titleFor('/train/trainList', `${q}&isOnOff=true&departChanged=true`)).toBe('北京→天津（变更到站）');
    expect(titleFor('/train/trainList', `${q}&departChanged=1`)).toBe('北京→天津（变更到站）');
    expect(titleFor('/train/trainList', `${q}&isOnOff=false`)).toBe('北京→天津');
    expect(titleFor('/train/trainList')).toBe(PRODUCT_NAME);
  });

  it('titles any farmer path as the shop, except pages with their own title', () => {
    expect(titleFor('/farmer')).toBe(SHOP_TITLE);
    expect(titleFor('/farmer/chart')).toBe(SHOP_TITLE);
    expect(titleFor('/farmers/details')).toBe(SHOP_TITLE);
    expect(titleFor('/myOrder/farmers/orderdetail')).toBe(SHOP_TITLE);
    expect(titleFor('/myOrder/farmers')).toBe('商品订单');
  });
});
