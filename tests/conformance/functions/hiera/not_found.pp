notice(hiera('a'))
