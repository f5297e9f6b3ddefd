notify { 'b': }
Notify['missing'] -> Notify['b']
