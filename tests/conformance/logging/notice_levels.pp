notice('n')
warning('w')
err('e')
