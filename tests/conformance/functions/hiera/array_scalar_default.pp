notice(hiera_array('a', 'scalar'))
