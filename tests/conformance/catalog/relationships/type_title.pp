notify { 'a': } -> Notify['b']
notify { 'b': }
