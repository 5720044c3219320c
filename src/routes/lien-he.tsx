import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/lien-he')({ component: () => <h1>lien-he</h1> });
