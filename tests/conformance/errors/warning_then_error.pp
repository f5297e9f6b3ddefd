$x = '1' + 1
notice($x)
fail('end')
