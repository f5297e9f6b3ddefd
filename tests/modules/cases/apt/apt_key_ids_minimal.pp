apt_key { '0x7f438280ef8d349f': source => '/etc/keys/puppet.gpg', server => 'hkps://keyserver.example.com:443/pks' }
apt_key { 'puppet': id => '9CF8E59E', weak_ssl => 'yes', refresh => false, server => 'keyserver.ubuntu.com' }
notice('keys')
