notice case 1 { 1.0: { 'equal' } default: { 'no' } }
