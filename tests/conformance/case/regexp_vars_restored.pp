$x = 'xyz' =~ /(y)/
case 'hello' { /(ell)/: { notice($1) } }
notice($1)
