notify { 'a': alias => 'x' }
notify { 'b': alias => 'x' }
