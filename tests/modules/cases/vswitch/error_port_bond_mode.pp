vs_port { 'bond1': bridge => 'br-ex', interface => ['eth2', 'eth3'], bond_mode => 'round-robin' }
