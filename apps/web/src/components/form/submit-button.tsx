import { Button } from 'antd-mobile';
import '../forms.css';

/**
 * The form's primary button, spinning and inert while the form is submitting (`form.submitting`).
 * antd-mobile's Button: only pages that already load antd-mobile use it (not the home route).
 */
export function SubmitButton({ form, label }: { form: { submitting: boolean }; label: string }) {
  return (
    <div className="wh-form-actions">
      <Button type="submit" color="primary" size="large" block loading={form.submitting}>
        {label}
      </Button>
    </div>
  );
}
