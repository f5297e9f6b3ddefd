notice(hiera('a', 'd', 'override'))
