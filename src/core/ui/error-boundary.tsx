/** Catches a render error below it and shows an error state instead of a blank element or page. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n, type Language } from '../i18n/index.ts';
import { StateMessage } from './state-message.tsx';

export class ErrorBoundary extends Component<{ lang: Language; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    const t = i18n.getFixedT(this.props.lang, 'core');
    return <StateMessage kind="error" title={t('errors.unknown')} text={t('errors.loadFailed')} />;
  }
}
