notice(URI)
notice(URI['http://example.com'])
notice(URI[{scheme => 'https'}])
