vs_port { 'eth1': bridge => ['br-ex'] }
