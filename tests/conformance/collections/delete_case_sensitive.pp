notice(['a','B'] - ['A','b'])
