import type { dataExport as english } from '../en/dataExport';

/** एडमिन का डेटा निर्यात (/admin/export)। */
export const dataExport: typeof english = {
  data_export: {
    title: 'डेटा निर्यात',
    intro: 'कोई तालिका CSV फ़ाइल (UTF-8, Excel में खुलती है) के रूप में, या सभी तालिकाएँ एक साथ एक ZIP में डाउनलोड करें। पासवर्ड और टोकन कभी निर्यात नहीं होते।',
    tables: 'तालिकाएँ',
    download_all: 'सब ZIP में डाउनलोड करें',
    download_csv: 'CSV डाउनलोड करें',
    download_table: '%{table} को CSV में डाउनलोड करें',
    downloading: '%{name} डाउनलोड हो रहा है: %{size} प्राप्त',
    load_failed: 'तालिकाओं की सूची लोड नहीं हो सकी।',
    table_failed: '%{table} का निर्यात विफल रहा।',
    zip_failed: 'डेटा निर्यात विफल रहा।',
  },
};
