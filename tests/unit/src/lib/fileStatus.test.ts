import { describe, expect, it } from 'vitest';
import { statusGroup, statusLabel, statusMessage } from '../../../../src/lib/fileStatus';

describe('file status table', () => {
  it('has the viewer messages', () => {
    expect(statusMessage('uploaded')).toBe('File has been uploaded and is queued for processing.');
    expect(statusMessage('processing')).toBe(
      'File is being processed. Key concepts will appear when ready.',
    );
    expect(statusMessage('extracted')).toBe(
      'File content has been extracted and is being analyzed.',
    );
    expect(statusMessage('processed')).toBeNull();
    expect(statusMessage('failed')).toBe('File processing failed. Please try again later.');
    expect(statusMessage('other')).toBe('File is being processed...');
  });
  it('has the knowledge-base labels', () => {
    expect(statusLabel('uploaded')).toBe('📤 Uploaded');
    expect(statusLabel('processing')).toBe('⏳ Processing...');
    expect(statusLabel('extracted')).toBe('🔍 Extracting content...');
    expect(statusLabel('processed')).toBe('✓ Ready');
    expect(statusLabel('failed')).toBe('❌ Failed');
  });
  it('groups for the legend', () => {
    expect(statusGroup('processed')).toBe('ready');
    expect(statusGroup('failed')).toBe('failed');
    expect(statusGroup('uploaded')).toBe('processing');
  });
});
