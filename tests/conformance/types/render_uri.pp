notice(URI['http://example.com'])
notice(URI[{scheme => 'http'}])
