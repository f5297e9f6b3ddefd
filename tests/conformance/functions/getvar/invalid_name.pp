getvar('1abc')
