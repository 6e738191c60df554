import { downloadFile } from '@blood-donation/domain';
import { useId } from 'react';
import { StepHeading } from './step-heading';
import { SETUP_TEXTS as T } from './texts';
import { useCopy } from './use-copy';

/** The new recovery codes, shown this once: to copy or download, then 'I have saved my recovery codes'. */
export function RecoveryCodes({ codes, level, onSaved }: { codes: readonly string[]; level: 2 | 3; onSaved: () => void }) {
  const titleId = useId();
  const copy = useCopy();
  const download = () => downloadFile(new Blob([T.fileText(codes)], { type: 'text/plain;charset=utf-8' }), T.fileName);
  return (
    <div>
      <StepHeading level={level} id={titleId}>
        {T.codesTitle}
      </StepHeading>
      <p>{T.codesIntro}</p>
      <ol className="list-unstyled row row-cols-2 g-2 font-monospace fs-6 mb-3" aria-labelledby={titleId}>
        {codes.map((code) => (
          <li key={code} className="col">
            {code}
          </li>
        ))}
      </ol>
      <div className="d-flex flex-wrap gap-2 mb-3">
        <button type="button" className="btn btn-outline-secondary" onClick={() => void copy(codes.join('\n'), T.codesCopied)}>
          {T.copyCodes}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={download}>
          {T.download}
        </button>
      </div>
      <button type="button" className="btn btn-primary w-100" onClick={onSaved}>
        {T.saved}
      </button>
    </div>
  );
}
