import { scenarios, type Scenario } from './scenario';

/**
 * A small fixed panel for switching the fake backend's scenario (dev builds, or any build opened
 * with `?mock=`). Plain DOM, so it adds nothing to the app and cannot break its rendering.
 */
export function mountScenarioPanel(current: Scenario, onChange: (scenario: Scenario) => void) {
  const panel = document.createElement('div');
  panel.setAttribute('data-mock-panel', '');
  panel.style.cssText = [
    // Above the phone's action bar (a site variable).
    'position:fixed', 'left:8px', 'bottom:calc(8px + var(--site-action-bar-height, 0px))', 'z-index:1500',
    'display:flex', 'align-items:center', 'gap:6px',
    'padding:4px 8px', 'border-radius:8px', 'background:#0a2a55', 'color:#fff', 'font:600 12px/1.4 system-ui,sans-serif',
    'box-shadow:0 2px 8px rgb(0 0 0 / 30%)', 'opacity:0.92',
  ].join(';');

  const label = document.createElement('label');
  label.htmlFor = 'mock-scenario-select';
  label.textContent = 'Dữ liệu giả:';

  const select = document.createElement('select');
  select.id = 'mock-scenario-select';
  select.style.cssText = 'font:inherit;max-width:200px;border-radius:4px;border:0;padding:2px 4px;color:#0a2a55;background:#fff';
  for (const [value, text] of Object.entries(scenarios)) {
    const option = document.createElement('option');
    option.value = value;
    option.textContent = text;
    option.selected = value === current;
    select.append(option);
  }
  select.addEventListener('change', () => onChange(select.value as Scenario));

  panel.append(label, select);
  document.body.append(panel);
}
