notify { 'a': notify => Notify['b'] }
notify { 'b': subscribe => Notify['a'], notify => Notify['a'] }
