assert_type(URI[{scheme => 'https'}], URI('http://a'))
