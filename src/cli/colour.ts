import { ownSequence } from "../core/safety/terminal.js";

/**
 * Colours for what the CLI itself prints on a terminal. Never in files (reports written with
 * --output are rendered by the core, which knows no colours) and never on a pipe unless asked:
 * FORCE_COLOR (any value but 0/false) turns them on, then NO_COLOR (any non-empty value) off;
 * otherwise a terminal that is not `dumb` gets them.
 */
export function colourEnabled(isTTY: boolean, env: NodeJS.ProcessEnv): boolean {
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== "0" && force.toLowerCase() !== "false";
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  return isTTY && env.TERM !== "dumb";
}

export interface Paint {
  bold(text: string): string;
  dim(text: string): string;
  red(text: string): string;
  green(text: string): string;
  yellow(text: string): string;
}

/**
 * An SGR span as `ownSequence` tokens: the stream step (`streamSafe`) writes them as the real
 * escape sequences after it has neutralised every control character, so only these colours
 * reach a terminal, never a sequence from the text they wrap.
 */
const sgr = (open: number, close: number) => {
  const on = ownSequence(`\u001b[${open}m`);
  const off = ownSequence(`\u001b[${close}m`);
  return (text: string) => (text === "" ? text : `${on}${text}${off}`);
};

let coloured: Paint | undefined;

function colouredPaint(): Paint {
  coloured ??= {
    bold: sgr(1, 22),
    dim: sgr(2, 22),
    red: sgr(31, 39),
    green: sgr(32, 39),
    yellow: sgr(33, 39),
  };
  return coloured;
}

const same = (text: string) => text;
const PLAIN: Paint = { bold: same, dim: same, red: same, green: same, yellow: same };

export function paint(enabled: boolean): Paint {
  return enabled ? colouredPaint() : PLAIN;
}
