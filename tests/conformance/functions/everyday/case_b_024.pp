notice(get({a=>1}, ''))
