case 'x' { default: { notice(d) } 'x': { notice(x) } }
