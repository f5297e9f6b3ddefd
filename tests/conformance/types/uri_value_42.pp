notice(URI({scheme => '1http'}))
