split('abc')
