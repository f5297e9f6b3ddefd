sprintf('%d', 'abc')
