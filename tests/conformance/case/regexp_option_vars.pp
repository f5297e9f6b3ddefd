case 'hello' { /(ell)/: { notice($1) } }
