notice(get({a => undef}, 'a', 'd'))
notice(get([], '0', 'empty'))
