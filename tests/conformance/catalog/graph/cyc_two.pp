notify { 'a': } -> notify { 'b': } -> Notify['a']
notify { 'c': } -> notify { 'd': } -> Notify['c']
