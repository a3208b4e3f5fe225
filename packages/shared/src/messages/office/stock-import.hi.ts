import type { officeStockImportEn } from './stock-import.en.ts';

/** A confirmed CSV stock import applied by a job, and its status page (issue 18, decision 040). */
export const officeStockImportHi = {
  'stock.import.queued': 'आयात शुरू: {count} स्टॉक गिनतियाँ बदली जा रही हैं।',
  'stock.import.rowChanged': 'लागू नहीं हुई: प्रीव्यू के बाद गिनती बदल गई (अब {quantity} है)',
  'office.stockImportJob.title': 'स्टॉक आयात #{id}',
  'office.stockImportJob.by': '{name} ने शुरू किया, {at}',
  'office.stockImportJob.state.queued': 'शुरू होने की प्रतीक्षा',
  'office.stockImportJob.state.running': 'बदलाव लागू हो रहे हैं',
  'office.stockImportJob.state.done': 'पूरा हुआ',
  'office.stockImportJob.state.failed': 'एक गलती से रुक गया',
  'office.stockImportJob.progress': '{total} में से {done} बदलाव हो चुके',
  'office.stockImportJob.progressLabel': 'आयात की प्रगति',
  'office.stockImportJob.refreshing': 'आयात पूरा होने तक यह पेज हर कुछ सेकंड में अपने-आप अपडेट होता है।',
  'office.stockImportJob.file': 'फ़ाइल में {rows} पंक्तियाँ थीं: गलती वाली {bad} और पहले से सही {unchanged} छोड़ दी गईं।',
  'office.stockImportJob.conflicts': '{count} पंक्तियाँ लागू नहीं हुईं: आपके प्रीव्यू के बाद उनकी गिनती बदल गई। उन्हें जाँचें और सही हों तो फिर से आयात करें।',
  'office.stockImportJob.failed': 'आयात बीच में रुक गया। रुकने से पहले {applied} स्टॉक गिनतियाँ बदली गईं; बाकी पंक्तियाँ नहीं बदलीं। जॉब सूची से फिर चलाएँ, या बची पंक्तियाँ फिर से आयात करें।',
  'office.stockImportJob.errorDetail': 'गलती: {error}',
  'office.stockImportJob.problemsTitle': 'लागू न हुई पंक्तियाँ',
  'office.stockImportJob.outcome.error': 'फ़ाइल में गलती',
  'office.stockImportJob.outcome.conflict': 'प्रीव्यू के बाद बदली',
  'office.stockImportJob.why': 'कारण',
} satisfies Record<keyof typeof officeStockImportEn, string>;
