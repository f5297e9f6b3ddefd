notice("a\tb\nc")
