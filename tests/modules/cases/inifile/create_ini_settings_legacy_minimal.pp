$settings = { 'main' => { 'logdir' => '/var/log/puppet', 'ssldir' => { 'value' => '/var/lib/puppet/ssl' } } }
create_ini_settings($settings, { 'path' => '/etc/puppet/puppet.conf' })
