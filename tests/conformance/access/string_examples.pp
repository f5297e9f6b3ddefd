notice("Hello World"[6])
notice("Hello World"[1,3])
notice("Hello World"[6,-1])
notice("Hello World"[-5,-1])
