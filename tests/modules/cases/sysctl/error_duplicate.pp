sysctl::value { 'vm.swappiness': value => '10' }
sysctl { 'vm.swappiness': val => '60' }
