import clsx from 'clsx';
import { useId, type Ref } from 'react';
import { Icon } from '@/components/ui/icon';
import styles from './share.module.css';

interface LinkBoxProps {
  url: string;
  label: string;
  /** The label is read by screen readers only (the dialog's text already says what the link is). */
  labelHidden?: boolean;
  button: string;
  onCopy: () => void;
  inputRef?: Ref<HTMLInputElement>;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** The page's link in a read-only box, with a button that copies it. */
export function LinkBox({ url, label, labelHidden = false, button, onCopy, inputRef, buttonRef }: LinkBoxProps) {
  const inputId = useId();
  return (
    <>
      <label htmlFor={inputId} className={clsx(labelHidden ? 'visually-hidden' : styles.label)}>
        {label}
      </label>
      <div className={styles.linkRow}>
        <input
          ref={inputRef}
          id={inputId}
          className={styles.input}
          type="url"
          value={url}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <button ref={buttonRef} type="button" className="btn btn-primary" onClick={onCopy}>
          <Icon name="copy" size={20} />
          {button}
        </button>
      </div>
    </>
  );
}
