notice case 12 { /12/: { 'regex' } default: { 'no' } }
