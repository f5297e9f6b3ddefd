ssl_pkey { '/etc/ssl/private/foo.key': ensure => present, password => 'secret', size => 4096 }
x509_request { '/etc/ssl/foo.csr': ensure => present, template => '/etc/ssl/foo.cnf', private_key => '/etc/ssl/private/foo.key' }
x509_cert { '/etc/ssl/foo.crt': ensure => present, template => '/etc/ssl/foo.cnf', private_key => '/etc/ssl/private/foo.key', days => 365 }
