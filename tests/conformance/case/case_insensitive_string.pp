notice case 'ABC' { 'abc': { 'matched' } default: { 'no' } }
