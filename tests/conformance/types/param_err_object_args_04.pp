notice(URI[{scheme => 'http'}, 1])
