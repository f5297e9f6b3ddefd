notice(hiera_hash('a'))
