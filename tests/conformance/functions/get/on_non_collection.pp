get({a => 'str'}, 'a.b')
