// Mantine's CSS, only for the components the site uses (the full sheet is 260 kB).
// `mantine-styles.test.ts` fails when a component used in src/ is missing here.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Text.css';
// After Text's: an Anchor is a Text, and its underline='always' must win over Text's none.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Pagination.css';
import '@mantine/spotlight/styles.css';
import '@mantine/carousel/styles.css';
