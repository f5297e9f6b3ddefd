case 1 { 1: { notify { message => 'x' } } }
