import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/hoc-phi')({ component: () => <h1>hoc-phi</h1> });
