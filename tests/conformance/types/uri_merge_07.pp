notice(URI('http://a/b/c') + 'https://z/q')
