notice case 1 { 1: { 'one' } fail('not evaluated'): { 'x' } }
