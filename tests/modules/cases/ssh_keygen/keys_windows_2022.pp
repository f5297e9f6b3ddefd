ssh_keygen { 'john': }
ssh_keygen { 'root': bits => 4096, comment => 'root key', filename => '/root/.ssh/id_rsa_backup' }
ssh_keygen { 'deploy': type => 'dsa', home => '/srv/deploy' }
