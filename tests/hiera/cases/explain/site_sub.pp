$x = lookup('list')
notice($x)
