notice(URI[{scheme => 'http'}] == URI['http:']) notice(URI['http://x.org'] == URI[{scheme => 'http', host => 'x.org'}])
