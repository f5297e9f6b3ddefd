type(1, 'fancy')
