import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { createHtml5QrcodeScanner } from '../utils/html5-qrcode-scanner';
import type { QrScannerFactory } from '../types/scanner';

// Without a provider the page scans with html5-qrcode; tests and other hosts pass their own.
const ScannerContext = createContext<QrScannerFactory>(createHtml5QrcodeScanner);

export function ScannerProvider({
  factory,
  children,
}: {
  factory: QrScannerFactory;
  children: ReactNode;
}) {
  return <ScannerContext.Provider value={factory}>{children}</ScannerContext.Provider>;
}

export function useQrScannerFactory(): QrScannerFactory {
  return useContext(ScannerContext);
}
