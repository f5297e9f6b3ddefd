$x = 'a' ; notice("${x}é")
