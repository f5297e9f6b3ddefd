fail(['a', 'b'])
