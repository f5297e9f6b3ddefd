node 'web1.example.com', 'web2.example.com' { notice('web') }
node default { notice("default for ${trusted['certname']}") }
