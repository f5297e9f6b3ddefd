notice(URI[{scheme => ''}])
