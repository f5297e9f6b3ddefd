notice("Hello World"[-11, 2])
notice("Hello World"[-12, 2])
notice("Hello World"[-13, 2])
notice("abcd"[2,-3])
