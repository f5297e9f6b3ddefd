notice(sprintf('%p', "a\u0000b"))
