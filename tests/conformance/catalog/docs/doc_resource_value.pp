$my_resources = file { ['/tmp/doc1', '/tmp/doc2']: ensure => file }
notice(type($my_resources))
$my_resources.each |$r| { notice($r) }
