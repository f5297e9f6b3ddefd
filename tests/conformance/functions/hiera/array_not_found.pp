notice(hiera_array('a'))
