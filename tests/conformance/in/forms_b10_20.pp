notice(['a'] in 'abc')
