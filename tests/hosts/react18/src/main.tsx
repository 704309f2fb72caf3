// Defines every fsp tag at once (each element's code loads when its tag first appears), before
// React renders: React then finds the elements' properties.
import 'fsp-portal-elements';
import { createRoot } from 'react-dom/client';
import '../../host-theme.css';
import { App } from './app.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing');
createRoot(root).render(<App />);
