notice(1 in {1=>2})
