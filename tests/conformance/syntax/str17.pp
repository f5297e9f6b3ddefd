notice("a${'b'}c")
