class c($tag) { }
notice('x')
