notice(URI('http://a') =~ Variant[URI[{scheme => 'https'}], URI[{host => 'a'}]])
