$x = 'world'
notice("hello ${x}!")
