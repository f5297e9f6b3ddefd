firewall { '100 deprecated port': port => [80, 443], proto => 'tcp', action => 'accept' }
firewall { '101 one port': port => '22', action => 'accept' }
