/** JSX typings for the fsp elements used in stories (React 19 sets known properties, else attributes). */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';

type FspElementProps = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  lang?: 'sv' | 'en';
  'api-base'?: string;
};

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'fsp-documents': FspElementProps & { folder?: number };
      'fsp-profile': FspElementProps & { tab?: 'profile' | 'settings' };
      'fsp-mobile-id': FspElementProps & { device?: 'mobile' | 'desktop' };
    }
  }
}
