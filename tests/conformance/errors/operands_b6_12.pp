notice(/a/ + 1)
