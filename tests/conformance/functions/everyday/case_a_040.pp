notice('aabbc'.unique)
