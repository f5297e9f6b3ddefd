notify { 'a': } -> Notify['zz']
