notice(hiera('a', 'b', 'c', 'd'))
