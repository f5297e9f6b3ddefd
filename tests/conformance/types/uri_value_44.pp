notice(URI({scheme => 'http', userinfo => 'u:p', host => 'x'}))
