x509_cert { '/etc/ssl/foo.crt': template => '/etc/ssl/foo.cnf', days => 'many' }
