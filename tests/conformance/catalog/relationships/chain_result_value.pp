notify { 'a': }
notify { 'b': }
$x = Notify['a'] -> Notify['b']
notice($x =~ Array)
