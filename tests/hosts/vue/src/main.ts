// Defines every fsp tag at once (each element's code loads when its tag first appears), before Vue
// mounts: Vue then sets the elements' properties (sessionId among them) rather than attributes.
import 'fsp-portal-elements';
import { createApp } from 'vue';
import '../../host-theme.css';
import App from './App.vue';

createApp(App).mount('#app');
