notice(URI({scheme => 'http', userinfo => 'a b', host => 'x'}))
