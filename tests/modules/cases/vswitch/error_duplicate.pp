vs_port { 'eth1': bridge => 'br-ex' }
vs_port { 'eth1': bridge => 'br-int' }
