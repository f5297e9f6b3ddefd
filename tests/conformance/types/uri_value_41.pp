notice(URI({scheme => 'http', host => 'bad host'}))
