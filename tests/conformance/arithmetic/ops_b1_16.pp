notice(-'abc')
