notice("Hello World"[6,-2])
notice("Hello World"[-11,-2])
notice("Hello World"[-12,-2])
notice("Hello World"[-666,-2])
