partition('abc') |$x| { true }
