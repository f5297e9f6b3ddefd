sysctl::value { 'vm.nr_hugepages': value => '1583' }
sysctl::value { 'net.ipv4.ip_local_port_range': value => '32768  61000' }
sysctl::value { 'kernel.sem': value => "250\t32000 100   128", target => '/etc/sysctl.d/90-sem.conf' }
