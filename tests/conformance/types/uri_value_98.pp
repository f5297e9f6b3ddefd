notice(URI({scheme => 'http', host => 'a_b'}))
