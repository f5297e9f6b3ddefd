notice case 3 { Integer: { 'int' } 3: { 'three' } }
