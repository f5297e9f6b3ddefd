notice(URI({scheme => 'http', host => 'a', query => 'a b', fragment => 'c d'}))
