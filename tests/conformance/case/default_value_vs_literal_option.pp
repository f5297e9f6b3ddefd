$d = default
notice case 'x' { $d: { 'via variable' } default: { 'literal' } }
