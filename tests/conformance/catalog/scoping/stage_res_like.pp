stage { 'pre': }
Stage['pre'] -> Stage['main']
class x { notice('x') }
class { 'x': stage => pre }
include y
class y { }
notice('done')
