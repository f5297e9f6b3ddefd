class x { notice('x') }
class { 'x': stage => main }
