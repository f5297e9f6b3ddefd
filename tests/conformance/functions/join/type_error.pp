join('abc', ',')
