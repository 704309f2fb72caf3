// The host's own web component: a panel whose (open) shadow root holds an fsp element, as a Lit,
// Stencil or Angular (ShadowDom) component of the host would.
class HostPanel extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    const title = document.createElement('h2');
    title.textContent = this.getAttribute('heading') ?? '';
    const wrapper = document.createElement('div');
    wrapper.className = 'body';
    const element = document.createElement(this.getAttribute('element') ?? 'fsp-documents');
    element.setAttribute('lang', 'sv');
    const apiBase = this.getAttribute('api-base');
    if (apiBase) element.setAttribute('api-base', apiBase);
    wrapper.append(element);
    const style = new CSSStyleSheet();
    style.replaceSync(':host { display: block; border: 1px solid #ccc; margin: 16px; } h2 { margin: 0; padding: 8px 16px; } .body { padding: 8px 16px; }');
    root.adoptedStyleSheets = [style];
    root.append(title, wrapper);
  }
}
customElements.define('host-panel', HostPanel);
