notice(hiera('a', 'd'))
