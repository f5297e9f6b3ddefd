notice(upcase({'a' => ['b']}))
