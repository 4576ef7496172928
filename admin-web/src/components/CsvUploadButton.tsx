import { useRef, useState, type ChangeEvent } from 'react';
import { Button } from 'antd';
import { UploadOutlined } from '@ant-design/icons';

interface CsvUploadButtonProps {
  /** Uploads the chosen file; the button shows it busy until this settles. */
  upload: (file: File) => Promise<void>;
  /** The hidden file input's accessible name. */
  fileLabel: string;
  /** Test ids of the button and of the file input. */
  testIds: { button: string; file: string };
}

/** "Import CSV": choosing a file uploads it straight away, and the same file can be chosen again after a fix. */
export function CsvUploadButton({ upload, fileLabel, testIds }: CsvUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const chooseFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      await upload(file);
    } finally {
      setUploading(false);
    }
  };

  return (
    <>
      <Button
        icon={<UploadOutlined />}
        loading={uploading}
        onClick={() => input.current?.click()}
        data-testid={testIds.button}
      >
        {uploading ? 'Importing...' : 'Import CSV'}
      </Button>
      <input
        ref={input}
        type="file"
        accept=".csv"
        hidden
        aria-label={fileLabel}
        data-testid={testIds.file}
        onChange={chooseFile}
      />
    </>
  );
}
