# try_get_value loads dig44 through the 3.x autoloader: before a direct call of dig44, and after
notice(try_get_value({ 'a' => 1 }, 'a'))
notice(dig44({ 'a' => 1 }, ['a']))
notice(try_get_value({ 'a' => { 'b' => 2 } }, 'a/b'))
notice(has_ip_network('127.0.0.0'))
notice(has_interface_with('lo'))
