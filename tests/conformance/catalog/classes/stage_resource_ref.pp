stage { ['first', 'last']: }
Stage['first'] -> Stage['main'] -> Stage['last']
class early { notice('early') }
class late { notice('late') }
class { 'late': stage => last }
class { 'early': stage => first }
