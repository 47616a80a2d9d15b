// Component tests opt into a DOM with `// @vitest-environment jsdom` at the top of the file.
export {};
