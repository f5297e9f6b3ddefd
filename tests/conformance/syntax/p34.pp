$x = if 1 == 1 { 'yes' } else { 'no' }
notice($x)
