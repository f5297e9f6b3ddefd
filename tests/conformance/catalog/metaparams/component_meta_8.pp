define d() {}
d { 'x': tag => 'bad tag' }
notice('ok')
