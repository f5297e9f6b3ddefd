notice(URI({scheme => 'https', host => '::1'}))
