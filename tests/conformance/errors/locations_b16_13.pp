case 1 + 'x' { default: {} }
