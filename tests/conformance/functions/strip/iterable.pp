notice(strip(Enum[' a', 'b ']))
