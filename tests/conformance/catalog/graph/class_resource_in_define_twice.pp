class common($v = 1) { }
define site() { class { 'common': v => 2 } }
site { ['a', 'b']: }
