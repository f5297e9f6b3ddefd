notice case 'x' { 'a': { 1 } default: { 2 } }
