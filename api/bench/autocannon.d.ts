/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
  };
  type Result = { requests: { average: number }; non2xx: number; errors: number };
  export default function autocannon(options: Options): Promise<Result>;
}
