class x { }
class { 'x': stage => 'nope' }
