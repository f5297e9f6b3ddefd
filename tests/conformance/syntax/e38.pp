$foo = bar()
