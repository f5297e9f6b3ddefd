notice(get({a => {'1' => 'str', 1 => 'int'}}, 'a.1'))
