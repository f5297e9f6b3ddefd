notice(hiera_array('a', ['x']))
