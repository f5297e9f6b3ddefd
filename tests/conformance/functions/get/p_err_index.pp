notice(get({a => [1]}, 'a.x'))
