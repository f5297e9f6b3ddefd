$a = [a-b, a-b-c, _a, a::_b, a--b]
