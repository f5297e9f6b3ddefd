notice('a'.)
