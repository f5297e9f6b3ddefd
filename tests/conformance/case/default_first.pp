notice case 'a' { default: { 'd' } 'a': { 'a' } }
