/**
 * The lists that can be exported as CSV at /admin/export/{id} (decision 033). Add a list here when its page lands;
 * the export pages through the list's own API call, so the role it needs is the one its page needs.
 */
import { auditList } from './audit-list.tsx';
import { couponList, dealList, offerList } from './prices-ui.tsx';
import { orderList } from './order-list.tsx';
import { brandList, categoryList, productList } from '../catalog-office/catalog-lists.tsx';
import type { OfficeList } from './office-list.ts';
import { movementsList, stockList } from './stock-lists.tsx';
import { usersList } from './users-list.tsx';
import { jobList } from './job-list.tsx';
import { neftList, refundList } from './payment-lists.tsx';
import { returnList } from './return-list.ts';
import { verificationList } from './verification-list.tsx';
import { schemeList } from './scheme-list.tsx';

export const OFFICE_EXPORTS: Record<string, OfficeList<never>> = {
  [auditList.id]: auditList,
  [stockList.id]: stockList,
  [movementsList.id]: movementsList,
  [dealList.id]: dealList,
  [offerList.id]: offerList,
  [couponList.id]: couponList,
  [schemeList.id]: schemeList,
  [usersList.id]: usersList,
  [orderList.id]: orderList,
  [productList.id]: productList,
  [brandList.id]: brandList,
  [categoryList.id]: categoryList,
  [verificationList.id]: verificationList,
  [jobList.id]: jobList,
  [neftList.id]: neftList,
  [refundList.id]: refundList,
  [returnList.id]: returnList,
} as Record<string, OfficeList<never>>;
