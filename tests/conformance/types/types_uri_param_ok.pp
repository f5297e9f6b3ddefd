notice(URI[{scheme => 'http', port => 8080, path => /a.*/}])
notice(URI[{host => NotUndef}])
notice(URI[{}])
