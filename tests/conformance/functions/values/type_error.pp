values('abc')
