dig('abc', 1)
