notice(-"2")
