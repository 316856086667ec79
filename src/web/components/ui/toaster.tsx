import { Toaster as Sonner } from 'sonner';
import { useTheme } from '#web/lib/theme.tsx';

export { toast } from 'sonner';

export function Toaster() {
  const { theme } = useTheme();
  return (
    <Sonner
      theme={theme}
      position="top-center"
      richColors={false}
      closeButton
      toastOptions={{ duration: 6000 }}
    />
  );
}
